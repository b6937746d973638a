import {
  createGatewayBus,
  type GatewayBus,
  GatewayContextProvider,
  type GatewayStatus,
} from '@lib/gateway/react';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { ONLINE_PEOPLE, onlinePayload } from '../fixtures';
import type { OnlineUsersPayload } from '../model';
import { OnlineUsersPage } from './OnlineUsersPage';

let bus: GatewayBus = createGatewayBus();
/** Set by {@link Gateway}: a play changes the connection's status with it. */
let setGatewayStatus: (status: GatewayStatus) => void = () => undefined;

/** The page under a gateway the story drives by hand: its bus (events) and its status. */
function Gateway({ initialStatus }: { initialStatus: GatewayStatus }) {
  const [status, setStatus] = useState<GatewayStatus>(initialStatus);
  setGatewayStatus = setStatus;
  return (
    <GatewayContextProvider bus={bus} status={status}>
      <OnlineUsersPage />
    </GatewayContextProvider>
  );
}

/**
 * A fresh gateway that already sent the payload (before the page opened, as when an admin arrives later). The
 * payload is made when the story starts, so its times count from the date the story sees.
 */
const gatewayThatSent = (payload?: () => OnlineUsersPayload) => () => {
  bus = createGatewayBus();
  if (payload) bus.emit('onlineUsers', payload());
};

const TEAM_ONLINE = () =>
  onlinePayload([
    { who: 'chef', minutes: 65, connections: 2 },
    { who: 'admin', minutes: 12 },
    { who: 'courier', minutes: 0 },
  ]);

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Online users' })).getAllByRole('listitem');

const meta = preview.meta({
  title: 'Features/OnlineUsers/OnlineUsersPage',
  component: OnlineUsersPage,
  render: () => <Gateway initialStatus="ready" />,
  beforeEach: gatewayThatSent(TEAM_ONLINE),
  parameters: {
    layout: 'fullscreen',
    persona: 'admin',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/online-users` (SUPER_ADMIN): everyone connected to the live gateway now, from its `onlineUsers` event, the longest connected first, each with avatar, names (a link to the profile), how long they have been connected (moving on every 30 s) and, when they have several tabs or devices open, how many. The list follows each new event; the page shows the latest one even when it came before the page opened. These stories drive the gateway by hand.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Three people online: Sam for over an hour in two tabs, Ada for 12 minutes, Rosa just now. The list came before the page opened.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 users online')).toHaveAttribute('role', 'status');
    const rows = rowsOf(canvas);
    await expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Sam Sizzle',
      'Ada Okafor',
      'Rosa Rapid',
    ]);
    await expect(within(rows[0] as HTMLElement).getByText('Connected for 1 hour 5 minutes')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('2 connections')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Connected for 12 minutes')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Connected for less than a minute')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByText(/connections/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sam Sizzle' })).toHaveAttribute(
      'href',
      `/users/${ONLINE_PEOPLE.chef.id}`,
    );
    await expect(canvas.getByRole('img', { name: 'Rosa Rapid' })).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
  },
});

export const Live = meta.story({
  beforeEach: gatewayThatSent(() => onlinePayload([{ who: 'admin', minutes: 3 }])),
  parameters: {
    docs: {
      description: {
        story:
          'Live: Pancake Pilot connects, then Ada leaves; each new `onlineUsers` replaces the list, and the count is announced.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 user online')).toBeVisible();
    const now = Date.now();
    bus.emit(
      'onlineUsers',
      onlinePayload(
        [
          { who: 'admin', minutes: 3 },
          { who: 'customer', minutes: 0 },
        ],
        now,
      ),
    );
    await expect(await canvas.findByText('2 users online')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pancake Pilot' })).toBeVisible();
    bus.emit('onlineUsers', onlinePayload([{ who: 'customer', minutes: 0 }], now));
    await expect(await canvas.findByText('1 user online')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ada Okafor' })).toBeNull();
    await expect(rowsOf(canvas)).toHaveLength(1);
  },
});

export const Waiting = meta.story({
  render: () => <Gateway initialStatus="connecting" />,
  beforeEach: gatewayThatSent(),
  parameters: {
    docs: {
      description: {
        story:
          'The gateway is connecting and has not sent the list yet: a loader, until the first `onlineUsers` comes.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for the list of online users')).toBeInTheDocument();
    await expect(canvas.getByText('Not live')).toBeVisible();
    setGatewayStatus('ready');
    bus.emit('onlineUsers', onlinePayload([{ who: 'admin', minutes: 0 }]));
    await expect(await canvas.findByText('1 user online')).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
  },
});

export const NotConnected = meta.story({
  render: () => <Gateway initialStatus="failed" />,
  beforeEach: gatewayThatSent(),
  parameters: {
    docs: {
      description: {
        story: 'The gateway gave up (after its three tries) before sending any list: nobody can be listed.',
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Not connected' })).toBeVisible();
    await expect(alert).toHaveTextContent('The live connection is down, so nobody can be listed.');
  },
});

export const OutOfDate = meta.story({
  render: () => <Gateway initialStatus="reconnecting" />,
  parameters: {
    docs: {
      description: {
        story: 'The connection dropped after a list came: the list stays, marked as possibly out of date.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The live connection is down: this list may be out of date.'),
    ).toBeVisible();
    await expect(canvas.getByText('3 users online')).toBeVisible();
    setGatewayStatus('ready');
    await waitFor(() =>
      expect(canvas.queryByText('The live connection is down: this list may be out of date.')).toBeNull(),
    );
  },
});

export const Empty = meta.story({
  beforeEach: gatewayThatSent(() => ({ users: [] })),
  parameters: { docs: { description: { story: 'The gateway says nobody is connected.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nobody is online' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Online users' })).toBeNull();
  },
});

export const HostileNames = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: gatewayThatSent(() => ({
    users: [
      {
        user: { id: '1', username: '<script>alert(1)</script>', displayName: '<b>Bold</b> <img src=x>' },
        connectedAt: Date.now() - 60_000 * 60 * 50,
        connections: 7,
      },
      { user: { id: 'not-a-snowflake', username: 'W'.repeat(10_000) }, connectedAt: null, connections: 1 },
    ],
  })),
  parameters: {
    docs: {
      description: {
        story:
          'On a phone, with names that are markup or 10,000 characters long and an unknown connection time: the names stay text and wrap.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '<b>Bold</b> <img src=x>' })).toBeVisible();
    await expect(canvasElement.querySelector('b, script, img[src="x"]')).toBeNull();
    await expect(canvas.getByText('Connected for 2 days 2 hours')).toBeVisible();
    await expect(canvas.getByText('Connected, since when is not known')).toBeVisible();
    await expect(canvas.getByText('7 connections')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'The populated list on a phone.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 users online')).toBeVisible();
  },
});

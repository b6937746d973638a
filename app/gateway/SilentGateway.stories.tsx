import { OrderManagerPage } from '@features/orders';
import { gatewayLog, gatewayLogConnections, setGatewayFault } from '@mocks/gateway/rules';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { StaffLayout } from '../layouts/StaffLayout/StaffLayout';
import { IDENTIFY_TIMEOUT_CLOSE_CODE } from './GatewayClient';
import { GatewayProvider, type GatewayProviderProps } from './GatewayProvider';

/**
 * The Order Manager in the staff shell, connected by the real gateway connection to the fake gateway, which has
 * the 'silent' fault on: it accepts the socket and never answers identify. The waits are shortened (the
 * identify deadline is 10 s in the site, docs/api/gateway.md#identify) so the story shows at once what a user
 * sees after them.
 */
function SilentBoard({ timing }: { timing: GatewayProviderProps['timing'] }) {
  return (
    <GatewayProvider onBanned={fn()} timing={timing}>
      <StaffLayout pathname="/staff/orders" onResigned={fn()}>
        <OrderManagerPage onOpenOrder={fn()} />
      </StaffLayout>
    </GatewayProvider>
  );
}

/** Every connection the client opened: the frames it sent, the frames it got, and how it was closed. */
const connections = () =>
  gatewayLogConnections().map((id) => {
    const entries = gatewayLog.filter((entry) => entry.connectionId === id);
    return {
      sent: entries.filter((e) => e.direction === 'in').map((e) => e.frame?.op),
      answered: entries.filter((e) => e.direction === 'out').length,
      closedWith: entries.find((e) => e.direction === 'close')?.code,
    };
  });

const unanswered = { sent: [0], answered: 0, closedWith: IDENTIFY_TIMEOUT_CLOSE_CODE };

const meta = preview.meta({
  title: 'App/Gateway/Silent gateway',
  component: SilentBoard,
  beforeEach: () => {
    setGatewayFault('silent');
    return () => setGatewayFault(null);
  },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    router: { path: '/staff/orders' },
    docs: {
      description: {
        component:
          'A gateway that accepts the socket and never answers identify. The client gives each link 10 s to be identified, then closes it and reconnects, at most 3 times with a growing, jittered wait; the board and the header say Reconnecting… meanwhile, and Offline once it has given up, when the board refreshes every 10 s and the connection tries again when the browser is back online or the tab visible.',
      },
    },
  },
});

export const Reconnecting = meta.story({
  args: { timing: { identifyTimeout: 300, backoff: () => 3_600_000 } },
  parameters: {
    docs: {
      description: {
        story:
          'The first link was not identified in time: closed, and the next try is waiting. The board and the header say Reconnecting….',
      },
    },
  },
  play: async ({ canvas }) => {
    const liveness = await canvas.findByTestId('board-liveness');
    await waitFor(() => expect(liveness).toHaveTextContent('Reconnecting…'), { timeout: 10_000 });
    await expect(liveness).toHaveAttribute('data-liveness', 'reconnecting');
    await expect(canvas.getByTestId('gateway-status')).toHaveTextContent('Reconnecting…');
    await expect(connections()).toEqual([unanswered]);
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
});

export const GivenUp = meta.story({
  args: { timing: { identifyTimeout: 200, backoff: () => 50 } },
  parameters: {
    docs: {
      description: {
        story:
          'None of the 4 links (the first and 3 reconnects) was identified in time: the board says it is offline and refreshes every 10 s, and the header says Offline.',
      },
    },
  },
  play: async ({ canvas }) => {
    const liveness = await canvas.findByTestId('board-liveness');
    await waitFor(() => expect(liveness).toHaveTextContent('Offline: retrying when you are back online'), {
      timeout: 10_000,
    });
    await expect(liveness).toHaveAttribute('data-liveness', 'offline');
    await expect(canvas.getByTestId('gateway-status')).toHaveTextContent('Offline');
    await expect(connections()).toEqual([unanswered, unanswered, unanswered, unanswered]);
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
});

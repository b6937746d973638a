import { Group } from '@mantine/core';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { StatusTag } from './StatusTag';

const meta = preview.meta({
  title: 'UI/StatusTag',
  component: StatusTag,
  args: { status: 'PENDING' },
  parameters: {
    docs: {
      description: {
        component:
          'The status of a recruitment application: Pending (info, blue), On Hold (warning, yellow), ' +
          'Accepted (success, green), Denied (danger, red). Anything the site does not recognise shows Unknown (grey).',
      },
    },
  },
});

export const Pending = meta.story({
  parameters: { docs: { description: { story: 'A new application waiting for review.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
});

export const OnHold = meta.story({
  args: { status: 'HOLD' },
  parameters: { docs: { description: { story: 'Parked for later: stays in the admin list.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('On Hold')).toBeVisible();
  },
});

export const Accepted = meta.story({
  args: { status: 'ACCEPTED' },
  parameters: { docs: { description: { story: 'The applicant got the rank.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Accepted')).toBeVisible();
  },
});

export const Denied = meta.story({
  args: { status: 'DENIED' },
  parameters: { docs: { description: { story: 'The application was turned down.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Denied')).toBeVisible();
  },
});

export const Unknown = meta.story({
  args: { status: 'SOMETHING_NEW' },
  parameters: { docs: { description: { story: 'A status the site does not know yet.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toBeVisible();
  },
});

export const AllStatuses = meta.story({
  parameters: {
    docs: { description: { story: 'Every status side by side, from numeric codes 0–3 and an unknown one.' } },
  },
  render: () => (
    <Group>
      {[0, 1, 2, 3, 99].map((status) => (
        <StatusTag key={status} status={status} />
      ))}
    </Group>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Pending', 'On Hold', 'Accepted', 'Denied', 'Unknown']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
});

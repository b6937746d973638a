import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ActionError } from './ActionError';

const meta = preview.meta({
  title: 'UI/ActionError',
  component: ActionError,
  args: { title: 'The message was not saved', error: 'Title is already taken' },
  parameters: {
    docs: {
      description: {
        component:
          'Why a button’s action failed, at the top of the form or dialog that ran it: what did not happen, ' +
          'then the server’s message exactly as it wrote it. Screen readers announce it. It is gone while the ' +
          'action has not failed, and goes again when the action is tried anew.',
      },
    },
  },
});

export const Failed = meta.story({
  parameters: { docs: { description: { story: 'The server said no: its words under the title.' } } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The message was not saved');
    await expect(alert).toHaveTextContent('Title is already taken');
  },
});

export const NoFailure = meta.story({
  args: { error: null },
  parameters: { docs: { description: { story: 'Nothing failed: nothing shows.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

import { db } from '@mocks/db';
import { respondWith } from '@mocks/scenarios';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { CreateTeamPage } from './CreateTeamPage';

const meta = preview.meta({
  title: 'Features/Teams/CreateTeamPage',
  component: CreateTeamPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/teams/create` (Manage teams): a new team, with its name and (optionally) its chat role.',
      },
    },
  },
});

export const Create = meta.story({
  parameters: { docs: { description: { story: 'Created, then back to the Team Manager.' } } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Team Umami');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Chat role ID/ }), '781234567890123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Created Team Umami');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/teams'));
    await expect(db.teams.all().find((t) => t.name === 'Team Umami')).toMatchObject({ orders: 0 });
  },
});

export const Validation = meta.story({
  parameters: { docs: { description: { story: 'A name is needed; a chat role must be a role ID.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Chat role ID/ }), '<@&1>');
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
    await expect(await canvas.findByText('Name the team')).toBeVisible();
    await expect(canvas.getByText('A role ID is 17 to 19 digits (copy it from the chat app)')).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    docs: { description: { story: 'The server’s refusal above the form; what was typed stays.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', '/api/client/teams', 400, {
        statusCode: 400,
        code: 'invalid_body',
        message: 'A team name is required',
      }),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Team Umami');
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A team name is required');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Team Umami');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

import { hasUnsavedChanges } from '@lib/unsaved';
import { PERSONAS } from '@mocks/personas';
import { serverError } from '@mocks/scenarios';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { RemoveStaffPage } from './RemoveStaffPage';

const meta = preview.meta({
  title: 'Features/UserManager/RemoveStaffPage',
  component: RemoveStaffPage,
  args: { id: PERSONAS.chef.userId, onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/users/{id}/remove-staff` (MANAGE_USERS): take every rank from a member of staff, with a reason, after confirming. The server’s refusals show verbatim.',
      },
    },
  },
});

export const RemoveAChef = meta.story({
  parameters: {
    docs: { description: { story: 'A reason is required; then confirm, and back to the user.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { name: 'Remove Sam Sizzle from staff', level: 1 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from staff' }));
    await expect(await canvas.findByText('A reason is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Reason/ }), 'Inactive since spring.');
    // The typed reason is protected: leaving now would ask first (lib/unsaved.ts).
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from staff' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Remove Sam Sizzle from staff?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from staff' }));
    await expectToast(page, 'Removed Sam Sizzle from staff');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/staff/admin/users?user=%22${PERSONAS.chef.userId}%22`),
    );
    // Leaving after the removal does not ask.
    await expect(hasUnsavedChanges()).toBe(false);
  },
});

export const HigherThanYou = meta.story({
  args: { id: PERSONAS.admin.userId },
  parameters: {
    docs: {
      description: { story: 'The owner outranks the manager: “You cannot remove someone higher than you”.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Reason/ }), 'Test');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from staff' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Remove Ada Okafor from staff?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from staff' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You cannot remove someone higher than you',
    );
  },
});

export const NotStaff = meta.story({
  args: { id: PERSONAS.customer.userId },
  parameters: { docs: { description: { story: 'A customer is not staff: “User is not staff”, verbatim.' } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Reason/ }), 'Test');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from staff' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Remove Pancake Pilot from staff?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from staff' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('User is not staff');
  },
});

export const NotASnowflake = meta.story({
  args: { id: 'ada' },
  parameters: { docs: { description: { story: 'Not a user id: the server’s message, nothing sent.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('User ID is not a snowflake')).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', `*/api/v3/users/${PERSONAS.chef.userId}`, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The user failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The user could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Remove Sam Sizzle from staff' })).toBeVisible();
  },
});

import { PERSONAS } from '@mocks/personas';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { BanUserPage } from './BanUserPage';

const BAN = '*/api/client/admin/users/:id/ban';
const BANNED = PERSONAS.banned.userId;
/** Chloé: no ranks, not banned. */
const CHLOE = '766441053864855047';

const sent: { method: string; body: unknown }[] = [];
const spy = (method: 'post' | 'patch' | 'delete') =>
  http[method](BAN, async ({ request }) => {
    const text = await request.clone().text();
    sent.push({ method: request.method, body: text ? JSON.parse(text) : undefined });
  });

const meta = preview.meta({
  title: 'Features/UserManager/BanUserPage',
  component: BanUserPage,
  args: { id: CHLOE, onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/users/{id}/ban` (MANAGE_USERS): ban a user with a reason, a length and the silent option; change a ban (PATCH) or lift it (silent or not). Every action is confirmed; the server’s message shows verbatim in the confirmation on failure.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const BanAUser = meta.story({
  parameters: {
    docs: {
      description: { story: 'Ban Chloé for a week, silently: confirmed first, then back to her admin view.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('post'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Ban Chloé', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Spamming <b>orders</b>');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Silent/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ban user' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Ban Chloé?' }));
    await expect(dialog.getByText(/A ban of 1 week, silently/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Ban user' }));
    await expectToast(page, 'Banned Chloé');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/staff/admin/users?user=%22${CHLOE}%22`),
    );
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.method).toBe('POST');
    await expect(sent[0]?.body).toMatchObject({
      reason: 'Spamming <b>orders</b>',
      silent: true,
      expiry: expect.any(Number),
    });
  },
});

export const UserHasRanks = meta.story({
  args: { id: PERSONAS.chef.userId },
  parameters: {
    docs: {
      description: {
        story:
          'The chef holds a rank: the server refuses and its message shows verbatim in the confirmation.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ban user' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Ban Sam Sizzle?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ban user' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The user was not banned');
    await expect(alert).toHaveTextContent('User has active ranks, they must be removed first');
  },
});

export const ChangeABan = meta.story({
  args: { id: BANNED },
  parameters: {
    docs: {
      description: {
        story: 'The banned user: the ban in force, “Update ban” sends a PATCH, permanent this time.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('patch'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Change Toasty’s ban', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Banned now')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'Repeatedly placing troll orders after two warnings.',
    );
    await userEvent.click(canvas.getByLabelText('Length'));
    await userEvent.click(await page.findByRole('option', { name: 'Permanent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update ban' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Update Toasty’s ban?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update ban' }));
    await expectToast(page, 'Updated Toasty’s ban');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Permanent.')).toBeVisible();
    await expect(sent[0]).toMatchObject({ method: 'PATCH', body: { expiry: null, silent: false } });
  },
});

export const LiftABan = meta.story({
  args: { id: BANNED },
  parameters: { docs: { description: { story: 'Lift the ban silently, after confirming.' } } },
  beforeEach: ({ msw }) => {
    msw.use(spy('delete'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const lift = within(await canvas.findByRole('region', { name: 'Lift the ban' }));
    await userEvent.click(lift.getByRole('checkbox', { name: /^Silent/ }));
    await userEvent.click(lift.getByRole('button', { name: 'Lift ban' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Lift Toasty’s ban?' }));
    await expect(dialog.getByText(/nobody is told/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Lift ban' }));
    await expectToast(page, 'Lifted Toasty’s ban');
    await expect(sent).toEqual([{ method: 'DELETE', body: { silent: true } }]);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/staff/admin/users?user=%22${BANNED}%22`),
    );
  },
});

export const LiftRefused = meta.story({
  args: { id: BANNED },
  parameters: {
    docs: { description: { story: 'Lifted by someone else meanwhile: “User is not banned”, verbatim.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('DELETE', BAN, 404, {
        statusCode: 404,
        code: 'user_not_banned',
        message: 'User is not banned',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lift ban' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Lift Toasty’s ban?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Lift ban' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('User is not banned');
  },
});

export const NotASnowflake = meta.story({
  args: { id: '<script>alert(1)</script>' },
  parameters: {
    docs: { description: { story: 'An id that is not a user id: the server’s message, nothing sent.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This is not a user id', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText('User ID is not a snowflake')).toBeVisible();
  },
});

export const UnknownUser = meta.story({
  args: { id: '12345678901234567' },
  parameters: { docs: { description: { story: 'A snowflake nobody has: the not-found state.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This user could not be found', level: 1 }),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', BAN));
  },
  parameters: { docs: { description: { story: 'The ban is still loading.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the ban')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', BAN, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The ban failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The ban could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Ban Chloé' })).toBeVisible();
  },
});

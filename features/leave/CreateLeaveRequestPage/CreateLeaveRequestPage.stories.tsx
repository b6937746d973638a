import { USER_IDS } from '@mocks/cast';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { CreateLeaveRequestPage } from './CreateLeaveRequestPage';

const sent: { url: string; body: unknown }[] = [];
const spyOnFile = () =>
  http.post('*/api/client/onleave/requests/:userId', async ({ request }) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.clone().json() });
  });

const meta = preview.meta({
  title: 'Features/Leave/CreateLeaveRequestPage',
  component: CreateLeaveRequestPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/on-leave-requests/create` (MANAGE_ON_LEAVE_REQUESTS): file leave for a member of staff: their user ID, the days, an optional reason and its status (Approved by default).',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const FileForKofi = meta.story({
  parameters: {
    docs: { description: { story: 'Kofi’s leave, approved at once; back to the list.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnFile());
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'User ID' }), USER_IDS.kofi);
    await userEvent.click(await canvas.findByRole('button', { name: 'First day' }));
    await userEvent.click(await page.findByRole('button', { name: '23 November 2026' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Agreed on a call.');
    await userEvent.click(canvas.getByRole('button', { name: 'File leave' }));
    await expectToast(page, `Leave filed for ${USER_IDS.kofi}`);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/on-leave-requests'));
    await expect(sent).toEqual([
      {
        url: `/api/client/onleave/requests/${USER_IDS.kofi}`,
        body: { startDate: Date.UTC(2026, 10, 23), expiry: null, reason: 'Agreed on a call.', status: 1 },
      },
    ]);
  },
});

export const UnknownUser = meta.story({
  parameters: {
    docs: { description: { story: 'An id the server does not know: ‘User not found’, the form kept.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'User ID' }), '123456789012345678');
    await userEvent.click(await canvas.findByRole('button', { name: 'First day' }));
    await userEvent.click(await page.findByRole('button', { name: '23 November 2026' }));
    await userEvent.click(canvas.getByRole('button', { name: 'File leave' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('User not found');
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveValue('123456789012345678');
  },
});

export const ChecksBeforeSending = meta.story({
  parameters: { docs: { description: { story: 'A user ID and a first day are needed.' } } },
  beforeEach: ({ msw }) => {
    msw.use(spyOnFile());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'User ID' }), 'kofi');
    await userEvent.click(canvas.getByRole('button', { name: 'File leave' }));
    await expect(await canvas.findByText('Enter the user’s ID: 17 to 19 digits')).toBeVisible();
    await expect(canvas.getByText('Choose the first day of your leave')).toBeVisible();
    await expect(sent).toEqual([]);
  },
});

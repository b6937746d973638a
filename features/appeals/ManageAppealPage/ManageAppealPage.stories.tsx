import { hasUnsavedChanges } from '@lib/unsaved';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { APPEAL_IDS } from '@mocks/seed-careers';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { ManageAppealPage } from './ManageAppealPage';

const ONE = '/api/client/appeal/:id';
const VOTE = '/api/client/appeal/:id/vote';

const meta = preview.meta({
  title: 'Features/Appeals/ManageAppealPage',
  component: ManageAppealPage,
  args: { id: APPEAL_IDS.solBlacklist, onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/appeals/{id}` (MANAGE_APPEALS): the appellant, the appeal, the punishment, the votes so far with their notes, and a vote with a reason (a new vote replaces yours; 3 either way decide). With MANAGE_APPEALS_ADMIN: Accept now / Deny now, confirmed. A decided appeal leaves the queue and the page goes back to it.',
      },
    },
  },
});

export const VoteRecorded = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Sol’s appeal has one vote each way: the manager’s deny is recorded and shows with its note.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(await canvas.findByText(/Accept 1 · Deny 1/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
        'Accept by Greta Grill: Sounds sincere; first offence.',
      ),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Deny' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Give it a month.');
    // The typed reason is protected: leaving now would ask first (lib/unsaved.ts).
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Cast vote' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Your vote was recorded');
    // Recorded, the vote's form is empty again, and nothing is held any more.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await expect(await canvas.findByText(/Accept 1 · Deny 2/)).toBeVisible();
    await expect(canvas.getByText(/by you: Give it a month\./)).toBeVisible();
    await expect(canvas.getByText(/You voted deny/)).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const VoteDecides = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'A vote that decides the appeal (the server answers `completed: true`): a toast, and back to the queue it has left.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('POST', VOTE, 200, { completed: true }));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Accept' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Served long enough.');
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Cast vote' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'The appeal was accepted by the votes');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/appeals'));
    // Back to the queue without 'Leave without saving?': the reason went with the vote.
    await expect(hasUnsavedChanges()).toBe(false);
  },
});

export const ChooseASide = meta.story({
  parameters: { docs: { description: { story: 'Casting without accept or deny asks for one.' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cast vote' }));
    await expect(await canvas.findByText('Choose accept or deny')).toBeVisible();
  },
});

export const ForceDecide = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'An admin (MANAGE_APPEALS_ADMIN) accepts at once, after confirming.' } },
  },
  args: { id: APPEAL_IDS.benBan },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept now' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Accept this appeal now?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Accept now' }));
    await expectToast(page, 'The appeal was accepted');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/appeals'));
  },
});

export const NoForceForManagers = meta.story({
  parameters: { docs: { description: { story: 'A manager without MANAGE_APPEALS_ADMIN only votes.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cast vote' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept now' })).toBeNull();
  },
});

export const VoteRefused = meta.story({
  parameters: {
    docs: { description: { story: 'The server refuses (decided meanwhile): its message, the vote kept.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', VOTE, 400, {
        statusCode: 400,
        code: 'appeal_not_pending',
        message: 'Appeal is not pending',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Accept' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Fine by me.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cast vote' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Appeal is not pending');
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue('Fine by me.');
    // Still unsent, the reason is still protected.
    await expect(hasUnsavedChanges()).toBe(true);
  },
});

export const OnHold = meta.story({
  args: { id: APPEAL_IDS.dumplingServer },
  parameters: {
    docs: { description: { story: 'On hold: voting is closed (the server refuses votes on it).' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent('Voting is closed');
    await expect(canvas.queryByRole('button', { name: 'Cast vote' })).toBeNull();
  },
});

export const NotFound = meta.story({
  args: { id: 'nope' },
  parameters: { docs: { description: { story: 'No such appeal: a way back.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This appeal does not exist', level: 1 }),
    ).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ONE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the appeal')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ONE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The appeal failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The appeal could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Cast vote' })).toBeVisible();
  },
});

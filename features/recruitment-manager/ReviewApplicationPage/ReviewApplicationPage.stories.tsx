import { hasUnsavedChanges } from '@lib/unsaved';
import { USER_IDS } from '@mocks/cast';
import { db } from '@mocks/db';
import { respondWith } from '@mocks/scenarios';
import { APPLICATION_IDS, FORM_IDS } from '@mocks/seed-careers';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { ReviewApplicationPage } from './ReviewApplicationPage';

const UPDATE = '/api/client/recruitment/applications/:id/update-status';

const meta = preview.meta({
  title: 'Features/RecruitmentManager/ReviewApplicationPage',
  component: ReviewApplicationPage,
  args: { formId: FORM_IDS.deliveryDriver, applicationId: APPLICATION_IDS.wesDriver, onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/recruitment/{id}/applications/{applicationID}`: the applicant’s answers under their questions and the decision: status, a reason the applicant sees, staff notes. After a decision the page goes back to the list, unless the application is put On Hold (it stays in the list, docs/product/recruitment-and-appeals.md#recruitment-for-staff-built). Accepting grants the form’s ranks.',
      },
    },
  },
});

export const PutOnHold = meta.story({
  parameters: {
    docs: {
      description: { story: 'On Hold: saved, and the page stays (the application stays in the list).' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByText('I deliver pizzas in real life, so why not virtual ones?'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'On Hold' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Waiting for a trainer.');
    // The typed reason is protected: leaving now would ask first (lib/unsaved.ts).
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }));
    await expectToast(page, 'waffle.wes’s application: On Hold');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // Saved, they are held no more: the page stays, and leaving it later does not ask.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    await waitFor(() =>
      expect(canvas.getByText('On Hold', { selector: '.mantine-Badge-label' })).toBeVisible(),
    );
  },
});

export const Accept = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Accepted: the ranks are granted, and the page goes back to the list it has left.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await page.findByRole('option', { name: 'Accepted' }));
    await expect(canvas.getByText('Accepting gives the applicant the form’s ranks.')).toBeVisible();
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Save decision' }));
    await expectToast(page, 'waffle.wes’s application: Accepted');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        `/staff/admin/recruitment/${FORM_IDS.deliveryDriver}/applications`,
      ),
    );
    // Back to the list without 'Leave without saving?': the decision was saved.
    await expect(hasUnsavedChanges()).toBe(false);
    await expect(db.users.get(USER_IDS.wes)?.ranks).toContain('5603241177907201030');
  },
});

export const NotesProtected = meta.story({
  tags: ['no-visual'], // The picture would be PutOnHold's before saving; the story is about what is held.
  parameters: {
    docs: {
      description: {
        story:
          'Staff notes being typed are protected like the reason: leaving would ask first; wiped back to what was saved, nothing is held.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const notes = await canvas.findByRole('textbox', { name: 'Staff notes' });
    await expect(hasUnsavedChanges()).toBe(false);
    await userEvent.type(notes, 'Ask Greta.');
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.clear(notes);
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  },
});

export const Refused = meta.story({
  args: { applicationId: APPLICATION_IDS.raeDriver },
  parameters: {
    docs: {
      description: {
        story: 'Saving what is already saved: the server’s message in the form, the input kept.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', UPDATE, 400, {
        statusCode: 400,
        code: 'application_already_updated',
        message: 'Application is already that status',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save decision' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Application is already that status');
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveValue(
      'Waiting for a trainer to be free.',
    );
  },
});

export const NotFound = meta.story({
  args: { applicationId: '0' },
  parameters: { docs: { description: { story: 'No such application.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This application does not exist', level: 1 }),
    ).toBeVisible();
  },
});

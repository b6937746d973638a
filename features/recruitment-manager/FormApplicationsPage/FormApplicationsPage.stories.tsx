import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, serverError } from '@mocks/scenarios';
import { FORM_IDS } from '@mocks/seed-careers';
import { expect, fn, within } from 'storybook/test';
import { expectNoSidewaysScroll, expectWithinViewportWidth } from '../../../.storybook/expect-in-view';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { FormApplicationsPage } from './FormApplicationsPage';

const LIST = '/api/client/recruitment/forms/:id/applications';

const meta = preview.meta({
  title: 'Features/RecruitmentManager/FormApplicationsPage',
  component: FormApplicationsPage,
  args: { formId: FORM_IDS.deliveryDriver, search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/recruitment/{id}/applications`: one form’s applications, oldest first: open ones (pending and on hold) by default, or one status (`?view=`). Open to a reviewer by permission (VIEW_RECRUITMENT_RESPONSE, RECRUITMENT_MANAGER) or by rank (a rank in the form’s `manageableRanks`, docs/access.md#data-dependent-access); when the server refuses all the same, the page says so.',
      },
    },
  },
});

export const Open = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Delivery Driver: ramen.rae on hold (older), waffle.wes pending (the server joins usernames, not display names).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Applications: Delivery Driver', level: 1 }),
    ).toBeVisible();
    // The applications are a read of their own: they may come after the form's heading.
    const applicants = await canvas.findAllByRole('heading', { level: 2 });
    await expect(applicants.map((h) => h.textContent)).toEqual(['ramen.rae', 'waffle.wes']);
    await expect(canvas.getByText('On Hold', { selector: '.mantine-Badge-label' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'At 375 px the five statuses share the line and each application’s “Review application” is on screen.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'ramen.rae', level: 2 })).toBeVisible();
    const statuses = within(canvas.getByRole('radiogroup', { name: 'Which applications' }));
    await expectWithinViewportWidth(statuses.getByText('Denied'));
    for (const button of canvas.getAllByRole('link', { name: /^Review application from / })) {
      await expectWithinViewportWidth(button);
    }
    await expectNoSidewaysScroll(canvasElement);
  },
});

export const Denied = meta.story({
  args: { search: { view: 'denied' } },
  parameters: { docs: { description: { story: '`?view=denied`.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText(/A recent ban for spamming/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Open' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const ReviewerByRank = meta.story({
  args: { formId: FORM_IDS.trainee },
  beforeEach: () => {
    // The chef's rank (kitchen staff, no VIEW_RECRUITMENT_RESPONSE) reviews the Kitchen Trainee form.
    const chefRanks = db.users.get(PERSONAS.chef.userId)?.ranks ?? [];
    db.recruitmentForms.update(FORM_IDS.trainee, (form) => {
      form.manageableRanks.push(...chefRanks);
    });
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'A reviewer by rank: the chef holds no recruitment permission, but their rank is in the form’s `manageableRanks`, so the form’s applications are theirs to see.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Applications: Kitchen Trainee', level: 1 }),
    ).toBeVisible();
    await expect((await canvas.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: /^Review application from / })[0]).toBeVisible();
    await expect(canvas.queryByText('These applications are not open to you')).toBeNull();
  },
});

export const RefusedByTheServer = meta.story({
  args: { formId: FORM_IDS.chef },
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'Someone the server does not let review this form: its 403, and why.' } },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'These applications are not open to you',
      'You do not have permission to do that',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the applications')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The list failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The applications could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'waffle.wes' })).toBeVisible();
  },
});

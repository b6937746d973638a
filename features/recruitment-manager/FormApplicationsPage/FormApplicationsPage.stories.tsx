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
          '`/staff/admin/recruitment/{id}/applications`: one form’s applications, oldest first: open ones (pending and on hold) by default, or one status (`?view=`). The server refuses a reviewer without VIEW_RECRUITMENT_RESPONSE **and** a rank that reviews the form (or RECRUITMENT_MANAGER), and the page says so.',
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
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'ramen.rae',
      'waffle.wes',
    ]);
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

export const RefusedByTheServer = meta.story({
  args: { formId: FORM_IDS.chef },
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'Someone the server does not let review this form: its 403, and why.' } },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'These applications are not open to you (the server wants VIEW_RECRUITMENT_RESPONSE and a rank that reviews this form)',
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

import { loading, serverError } from '@mocks/scenarios';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { RecruitmentFormsPage } from './RecruitmentFormsPage';

const FORMS = '/api/client/recruitment/forms';

const meta = preview.meta({
  title: 'Features/RecruitmentManager/RecruitmentFormsPage',
  component: RecruitmentFormsPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/recruitment` (VIEW_RECRUITMENT_RESPONSE or RECRUITMENT_MANAGER): the forms this reviewer may review, with the ranks each grants and who reviews it, and a way to its applications. Recruitment managers get “New form” and “Edit form” (the form builder); other reviewers “View form”.',
      },
    },
  },
});

export const Manager = meta.story({
  parameters: { docs: { description: { story: 'A manager reviews every form.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Applications for Delivery Driver' }),
    ).toHaveAttribute('href', '/staff/admin/recruitment/5980000000000001001/applications');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'New form' })).toHaveAttribute(
      'href',
      '/staff/admin/recruitment/create',
    );
    await expect(canvas.getByRole('link', { name: 'Edit form Delivery Driver' })).toHaveAttribute(
      'href',
      '/staff/admin/recruitment/5980000000000001001',
    );
    await expect(canvas.getByRole('link', { name: 'All applications' })).toHaveAttribute(
      'href',
      '/staff/admin/recruitment/applications',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', FORMS));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the recruitment forms')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', FORMS, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The forms failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The recruitment forms could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Chef' })).toBeVisible();
  },
});

export const NothingToReview = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'No recruitment permission and no reviewing rank: nothing to review.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No forms for you to review' })).toBeVisible();
  },
});

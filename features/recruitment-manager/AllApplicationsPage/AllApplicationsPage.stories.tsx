import { loading, respondWith, serverError } from '@mocks/scenarios';
import { RANK_IDS } from '@mocks/seed';
import { FORM_IDS } from '@mocks/seed-careers';
import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { AllApplicationsPage } from './AllApplicationsPage';

const FORMS = '/api/client/recruitment/forms';
const LIST = '/api/client/recruitment/forms/:id/applications';

const meta = preview.meta({
  title: 'Features/RecruitmentManager/AllApplicationsPage',
  component: AllApplicationsPage,
  args: { search: {}, onSearchChange: fn() },
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
          '`/staff/admin/recruitment/applications` (‘All applications’): the applications of every form this reviewer may review (VIEW_RECRUITMENT_RESPONSE, RECRUITMENT_MANAGER, or a rank in the form’s reviewing ranks), one section per form, oldest first. Open ones (pending and on hold) by default; `?status=` picks one status and `?form=` one form. Each row opens the one-application page.',
      },
    },
  },
});

/** Waits until every form's section has answered (a list, its empty line, or its failure). */
const sectionsSettled = (canvasElement: HTMLElement) =>
  waitFor(() => {
    for (const region of within(canvasElement).getAllByRole('region')) {
      expect(region.textContent).toMatch(
        /Review application|No .*applications|could not be loaded|not open to you/,
      );
    }
  });

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const Populated = meta.story({
  parameters: {
    docs: {
      description: { story: 'A manager reviews every form: each form’s open applications in its section.' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'All applications', level: 1 })).toBeVisible();
    await expect(await canvas.findAllByRole('region')).toHaveLength(5);
    await sectionsSettled(canvasElement);
    const driver = section(canvasElement, 'Delivery Driver');
    await expect(driver.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'ramen.rae',
      'waffle.wes',
    ]);
    await expect(
      driver.getByRole('link', { name: 'Review application from waffle.wes to Delivery Driver' }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/admin\/recruitment\/5980000000000001001\/applications\/\d+$/),
    );
  },
});

export const Phone = meta.story({
  args: { search: { form: FORM_IDS.deliveryDriver } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: { description: { story: 'On a phone the filters wrap and nothing scrolls sideways.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'ramen.rae', level: 3 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Every status fits on the line (none clipped at the screen's edge).
    const statuses = canvas.getByRole('radiogroup', { name: 'Which applications' });
    await expect(statuses.scrollWidth).toBeLessThanOrEqual(statuses.clientWidth);
  },
});

export const FilteredByForm = meta.story({
  args: { search: { form: FORM_IDS.deliveryDriver } },
  parameters: {
    docs: { description: { story: '`?form=`: one form’s applications; “All forms” goes back.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'ramen.rae', level: 3 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Delivery Driver',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Form' }), 'All forms');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const FilteredByStatus = meta.story({
  args: { search: { status: 'denied' } },
  parameters: {
    docs: { description: { story: '`?status=denied`: the denied applications of every form.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(await canvas.findByText(/A recent ban for spamming/)).toBeVisible();
    await sectionsSettled(canvasElement);
    await expect(canvas.queryByText('waffle.wes')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'On Hold' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ status: 'hold' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Open' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { form: null, responses: [] }));
  },
  parameters: { docs: { description: { story: 'No form has an open application.' } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('No applications are waiting.')).toHaveLength(5));
  },
});

export const NothingToReview = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'No recruitment permission and no reviewing rank: no form to read.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No forms for you to review' })).toBeVisible();
  },
});

export const LimitedByReviewingRanks = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', FORMS, 200, {
        forms: [
          { _id: '1', id: '1', name: 'Line Cook', ranks: [], manageableRanks: [RANK_IDS.chef] },
          { _id: '2', id: '2', name: 'Head Chef', ranks: [], manageableRanks: [RANK_IDS.headChef] },
        ],
      }),
      respondWith('GET', LIST, 200, {
        form: null,
        responses: [
          {
            _id: '31',
            id: '31',
            status: 0,
            sentAt: 1764000000000,
            user: { _id: '41', id: '41', username: 'new.cook' },
          },
        ],
      }),
    );
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'A chef without VIEW_RECRUITMENT_RESPONSE whose rank reviews one of two forms: only that form is read and listed.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'new.cook', level: 3 })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Line Cook',
    ]);
    await expect(canvas.getByRole('option', { name: 'Line Cook' })).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: 'Head Chef' })).not.toBeInTheDocument();
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
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('The recruitment forms could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await sectionsSettled(canvasElement);
    await expect(
      await section(canvasElement, 'Delivery Driver').findByRole('heading', { name: 'waffle.wes' }),
    ).toBeVisible();
  },
});

export const OneFormFails = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', `${FORMS}/${FORM_IDS.chef}/applications`, 'Down'));
  },
  parameters: {
    docs: { description: { story: 'One form’s applications failed to load: the others still show.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('The applications to Chef could not be loaded.')).toBeVisible();
    await sectionsSettled(canvasElement);
    await expect(
      await section(canvasElement, 'Delivery Driver').findByRole('heading', { name: 'waffle.wes' }),
    ).toBeVisible();
  },
});

import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { expect, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleForm } from '../fixtures';
import { RecruitmentPage } from './RecruitmentPage';

const FORMS = '/api/client/recruitment/forms';
const DAY = 86_400_000;
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

/** The card of the form with this name. */
const card = async (canvas: ReturnType<typeof within>, name: string) =>
  within((await canvas.findByRole('heading', { name, level: 2 })).closest('li') as HTMLElement);

const meta = preview.meta({
  title: 'Features/Recruitment/RecruitmentPage',
  component: RecruitmentPage,
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/recruitment` (signed in): every recruitment form with its descriptions, requirements and the ranks it grants, and whether you may apply now. A closed form says why (not open yet, closed, the chat-server requirement, a rank you hold, the week after resigning, the form’s frequency, one application per person) and when it opens to you again. Open forms come first.',
      },
    },
  },
});

export const EveryReason = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The demo customer: Delivery Driver is open; Chef waits for its monthly frequency; Kitchen Trainee takes one application per person; Community Moderator opens in 5 days; Summer Event Crew is closed.',
      },
    },
  },
  play: async ({ canvas }) => {
    const driver = await card(canvas, 'Delivery Driver');
    await expect(driver.getByRole('link', { name: 'Apply for Delivery Driver' })).toHaveAttribute(
      'href',
      '/recruitment/5980000000000001001',
    );
    await expect(driver.getByText('Open')).toBeVisible();
    await expect(driver.getByRole('group', { name: 'Ranks this form grants' })).toHaveTextContent(
      'GrantsRank: Delivery Driver',
    );

    const chef = await card(canvas, 'Chef');
    await expect(chef.getByRole('note')).toHaveTextContent(
      /this form takes one application a month: you may apply again on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
    );
    await expect(chef.queryByRole('link', { name: /Apply/ })).toBeNull();
    await expect((await card(canvas, 'Kitchen Trainee')).getByRole('note')).toHaveTextContent(
      'You have already applied to this form, and it takes one application per person.',
    );
    await expect((await card(canvas, 'Community Moderator')).getByRole('note')).toHaveTextContent(
      /^You cannot apply right nowApplications open on /,
    );
    await expect((await card(canvas, 'Summer Event Crew')).getByRole('note')).toHaveTextContent(
      'Applications closed on',
    );
    // Open first, then the soonest to reopen, then the closed ones.
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Delivery Driver',
      'Community Moderator',
      'Chef',
      'Kitchen Trainee',
      'Summer Event Crew',
    ]);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: { description: { story: 'The same page on a phone (375 px).' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Delivery Driver' })).toBeVisible();
  },
});

export const HoldsTheRank = meta.story({
  parameters: {
    persona: 'chef',
    docs: { description: { story: 'A chef cannot apply for the Chef rank they already hold.' } },
  },
  play: async ({ canvas }) => {
    await expect((await card(canvas, 'Chef')).getByRole('note')).toHaveTextContent(
      'You already hold the rank this form grants.',
    );
    await expect((await card(canvas, 'Delivery Driver')).getByRole('link', { name: /Apply/ })).toBeVisible();
  },
});

export const AfterResigning = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Within a week of resigning or removal, no form takes an application; each says when you may apply again.',
      },
    },
  },
  beforeEach: () => {
    db.users.update(PERSONAS.customer.userId, (u) => {
      u.staffApplications.nextApplicationAllowed = Date.now() + 3 * DAY;
    });
  },
  play: async ({ canvas }) => {
    await expect((await card(canvas, 'Delivery Driver')).getByRole('note')).toHaveTextContent(
      /You left the staff team recently: you may apply again on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
    );
    await expect(canvas.queryByRole('link', { name: /^Apply for/ })).toBeNull();
  },
});

export const NotInTheServer = meta.story({
  parameters: {
    docs: { description: { story: 'Forms for members of the chat server ask you to join it first.' } },
  },
  beforeEach: () => {
    db.users.update(PERSONAS.customer.userId, (u) => {
      u.settings.inGuild = false;
    });
  },
  play: async ({ canvas }) => {
    await expect((await card(canvas, 'Delivery Driver')).getByRole('note')).toHaveTextContent(
      'Join our Discord server to apply: this form is for its members.',
    );
  },
});

export const HostileText = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A form whose texts hold markup and a 10,000 character word: shown as text, the layout holds.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', FORMS, 200, {
        forms: [
          sampleForm({
            name: HOSTILE_MARKUP,
            descriptions: { short: HOSTILE_LONG, detailed: HOSTILE_MARKUP },
            requirements: HOSTILE_LONG,
          }),
        ],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: HOSTILE_MARKUP })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', FORMS));
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton of cards after a short delay.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the recruitment forms')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', FORMS, 200, { forms: [] }));
  },
  parameters: { docs: { description: { story: 'No form is published.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We are not recruiting right now' }),
    ).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'Delivery Driver' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', FORMS));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', FORMS, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: { docs: { description: { story: 'The server refuses: its message, and no retry.' } } },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'Recruitment is not open to you', 'You do not have permission to do that');
  },
});

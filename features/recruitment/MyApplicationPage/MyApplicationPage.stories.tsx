import { loading, respondWith, serverError } from '@mocks/scenarios';
import { APPLICATION_IDS } from '@mocks/seed-careers';
import { expect } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP, sampleApplication } from '../fixtures';
import { MyApplicationPage } from './MyApplicationPage';

const ONE = '/api/client/recruitment/applications/:id';
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

const meta = preview.meta({
  title: 'Features/Recruitment/MyApplicationPage',
  component: MyApplicationPage,
  args: { id: APPLICATION_IDS.customerChef },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/recruitment/applications/{id}` (signed in): one of your applications: its status in a tag and in words, the decision’s reason, and your answers under their questions. Staff notes are never shown to the applicant.',
      },
    },
  },
});

export const OnHold = meta.story({
  parameters: { docs: { description: { story: 'The customer’s Chef application, on hold with a reason.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Application for Chef', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText('On Hold')).toBeVisible();
    await expect(canvas.getByText('On hold: the recruitment team will come back to it.')).toBeVisible();
    await expect(canvas.getByText(/We are full this month/)).toBeVisible();
    await expect(canvas.getByText('What would your signature dish be?')).toBeVisible();
    await expect(canvas.getByText('Blueberry pancakes with maple butter')).toBeVisible();
    await expect(canvas.queryByText(/Promising/)).toBeNull();
  },
});

export const Pending = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', ONE, 200, { application: sampleApplication() }));
  },
  parameters: { docs: { description: { story: 'Waiting for a decision: no reason yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Pending')).toBeVisible();
    await expect(canvas.queryByText(/^Reason:/)).toBeNull();
  },
});

export const HostileAnswers = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: {
      description: {
        story:
          'On a phone: answers and a reason with markup and 10,000 characters stay text; the layout holds.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', ONE, 200, {
        application: sampleApplication({
          status: 2,
          reason: HOSTILE_MARKUP,
          responses: [
            { key: 'about', value: HOSTILE_LONG },
            { key: 'unknown-question', value: HOSTILE_MARKUP },
          ],
        }),
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Accepted: welcome to the team!')).toBeVisible();
    await expect(canvas.getByText('unknown-question')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const NotYours = meta.story({
  args: { id: APPLICATION_IDS.wesDriver },
  parameters: {
    docs: { description: { story: 'Someone else’s application: the server’s refusal, no retry.' } },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'This application is not yours to see',
      'You do not have permission to do that',
    );
  },
});

export const NotFound = meta.story({
  args: { id: '0' },
  parameters: { docs: { description: { story: 'No such application: a way back to the list.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This application does not exist', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/recruitment/applications',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ONE));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the application')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ONE, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The application failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The application could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('On Hold')).toBeVisible();
  },
});

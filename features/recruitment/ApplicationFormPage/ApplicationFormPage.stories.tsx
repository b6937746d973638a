import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { FORM_IDS } from '@mocks/seed-careers';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { HOSTILE_LONG, HOSTILE_MARKUP } from '../fixtures';
import { draftKey } from '../model';
import { ApplicationFormPage } from './ApplicationFormPage';

const RESPONSE = '*/api/client/recruitment/forms/:id/response';
const DRIVER_DRAFT = draftKey(PERSONAS.customer.userId, FORM_IDS.deliveryDriver);
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

/** Bodies of the applications a story sent (a resolver that returns nothing passes them on). */
const sent: unknown[] = [];
const spyOnSend = () =>
  http.post(RESPONSE, async ({ request }) => {
    sent.push(await request.clone().json());
  });

const ANSWERS: [string, string][] = [
  ['Tell us about yourself', 'Pancake fan, quick typist.'],
  ['Your time zone', 'Europe/Dublin'],
  ['How many hours a week can you give us?', '6'],
  ['Why do you want to deliver for Virtual Diner?', 'The delivery messages!'],
];

const meta = preview.meta({
  title: 'Features/Recruitment/ApplicationFormPage',
  component: ApplicationFormPage,
  args: { id: FORM_IDS.deliveryDriver, onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/recruitment/{id}` (signed in): the form’s questions (a line or a paragraph, required ones marked). The answers are kept in this browser as they are typed, until the application is sent: a reload or a failed send loses nothing. Blank required answers are caught before sending; the server’s refusal shows word for word, answers kept. A form that is not open to you says why instead of asking.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
    localStorage.removeItem(DRIVER_DRAFT);
  },
});

export const FillAndSend = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Answer and send: a toast, the draft is forgotten, and the page moves on to the new application.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnSend());
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Delivery Driver', level: 1 })).toBeVisible();
    for (const [label, value] of ANSWERS) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), value);
    }
    await expect(JSON.parse(localStorage.getItem(DRIVER_DRAFT) ?? '{}')).toMatchObject({ hours: '6' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expectToast(page, 'Your application for Delivery Driver was sent');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/recruitment\/applications\/\d+$/),
      ),
    );
    await expect(sent).toEqual([
      {
        about: 'Pancake fan, quick typist.',
        timezone: 'Europe/Dublin',
        hours: '6',
        why: 'The delivery messages!',
        referral: '',
      },
    ]);
    await expect(localStorage.getItem(DRIVER_DRAFT)).toBeNull();
  },
});

export const RequiredAnswersChecked = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Sending with blank required answers marks each of them and sends nothing; answering clears the mark.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnSend());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send application' }));
    const about = canvas.getByRole('textbox', { name: 'Tell us about yourself' });
    await expect(about).toHaveAccessibleDescription(/Field is required/);
    await expect(about).toHaveFocus();
    await expect(canvas.getAllByText('Field is required')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Who told you about us?' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(about, 'Me');
    await expect(canvas.getAllByText('Field is required')).toHaveLength(3);
    await expect(sent).toEqual([]);
  },
});

export const DraftRestored = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Coming back (a reload, another day): the answers typed before are there, and the page says so.',
      },
    },
  },
  beforeEach: () => {
    localStorage.setItem(
      DRIVER_DRAFT,
      JSON.stringify({ about: 'Written yesterday.', hours: '4', junk: 'x' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Your draft answers are back/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tell us about yourself' })).toHaveValue(
      'Written yesterday.',
    );
    await expect(canvas.getByRole('textbox', { name: 'How many hours a week can you give us?' })).toHaveValue(
      '4',
    );
  },
});

export const ServerRefusalKeepsAnswers = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The server refuses (here: no birthday set, the form has a minimum age): its message word for word, the answers stay, on the page and in the draft.',
      },
    },
  },
  beforeEach: () => {
    db.users.update(PERSONAS.customer.userId, (u) => {
      delete u.information.birthday;
    });
  },
  play: async ({ canvas, userEvent }) => {
    for (const [label, value] of ANSWERS) {
      await userEvent.type(await canvas.findByRole('textbox', { name: label }), value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your application was not sent');
    await expect(alert).toHaveTextContent('You must set your birthday to send an application');
    await expect(canvas.getByRole('textbox', { name: 'Your time zone' })).toHaveValue('Europe/Dublin');
    await expect(JSON.parse(localStorage.getItem(DRIVER_DRAFT) ?? '{}')).toMatchObject({
      timezone: 'Europe/Dublin',
    });
    await expect(canvas.getByRole('button', { name: 'Send application' })).toBeEnabled();
  },
});

export const BlankAnswerRefused = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The server’s blank-answer refusal has no message of its own: the page says what is wrong and marks the question it names.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    localStorage.setItem(DRIVER_DRAFT, JSON.stringify({ about: 'a', timezone: 'b', hours: 'c', why: 'd' }));
    msw.use(
      respondWith('POST', RESPONSE, 400, {
        statusCode: 400,
        code: 'form_data_error',
        data: { errors: [{ key: 'why', message: 'Field is required' }] },
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Some required questions are not answered: see the marked questions below.',
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Why do you want to deliver for Virtual Diner?' }),
    ).toHaveAccessibleDescription(/Field is required/);
  },
});

export const SentTwiceOnce = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'A double click sends one application: the button waits while it is on its way.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    localStorage.setItem(DRIVER_DRAFT, JSON.stringify({ about: 'a', timezone: 'b', hours: 'c', why: 'd' }));
    msw.use(spyOnSend());
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Send application' }));
    await expectToast(
      within(canvasElement.ownerDocument.body),
      'Your application for Delivery Driver was sent',
    );
    await expect(sent).toHaveLength(1);
  },
});

export const HostileAnswers = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Answers with markup and a 10,000 character word stay text; the page keeps its width.',
      },
    },
  },
  beforeEach: () => {
    localStorage.setItem(DRIVER_DRAFT, JSON.stringify({ about: HOSTILE_LONG, timezone: HOSTILE_MARKUP }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Your time zone' })).toHaveValue(HOSTILE_MARKUP);
    await expect(canvas.getByRole('textbox', { name: 'Tell us about yourself' })).toHaveValue(HOSTILE_LONG);
    await expect(canvasElement.querySelector('img')).toBeNull();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: { description: { story: 'The form on a phone (375 px).' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Send application' })).toBeVisible();
  },
});

export const NotOpenYet = meta.story({
  args: { id: FORM_IDS.moderator },
  parameters: {
    docs: { description: { story: 'A form that opens later says when, and asks nothing yet.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Community Moderator', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      /Applications open on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
    );
    await expect(canvas.queryByRole('button', { name: 'Send application' })).toBeNull();
  },
});

export const AlreadyApplied = meta.story({
  args: { id: FORM_IDS.trainee },
  parameters: {
    docs: { description: { story: 'One application per person, and the customer has sent theirs.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'You have already applied to this form, and it takes one application per person.',
    );
  },
});

export const NotFound = meta.story({
  args: { id: '404' },
  parameters: { docs: { description: { story: 'No such form: a way back to the list.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This recruitment form does not exist', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to recruitment' })).toHaveAttribute(
      'href',
      '/recruitment',
    );
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', '/api/client/recruitment/forms/:id'));
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton after a short delay.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the recruitment form')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', '/api/client/recruitment/forms/:id', 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The form failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The recruitment form could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: 'Send application' })).toBeVisible();
  },
});

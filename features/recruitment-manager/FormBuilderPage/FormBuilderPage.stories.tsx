import { loading, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { FormBuilderPage } from './FormBuilderPage';

const DRIVER = '5980000000000001001';
const FORMS = '*/api/client/recruitment/forms';
const FORM = '*/api/client/recruitment/forms/:id';
const RANK_DRIVER = '5603241177907201030';
const RANK_MANAGER = '5602516402176001027';
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

type Body = Record<string, unknown> & { questions?: { key: string; label: string }[] };
const sent: Body[] = [];
const spy = (method: 'post' | 'patch') =>
  http[method](method === 'post' ? FORMS : FORM, async ({ request }) => {
    sent.push((await request.clone().json()) as Body);
  });

const meta = preview.meta({
  title: 'Features/RecruitmentManager/FormBuilderPage',
  component: FormBuilderPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    viewport: { options: { phone: PHONE } },
    docs: {
      description: {
        component:
          '`/staff/admin/recruitment/create` and `/{id}` (RECRUITMENT_MANAGER saves; other reviewers read): name, descriptions, requirements, granted ranks and the ranks that review, questions (add, edit, remove; reorder by dragging the handle, by keyboard on it — Space, arrows, Space — or with Move up / Move down), who may apply and when (minimum age, account age, server members only, one or more applications, how often, opening and closing days in UTC), and the chat-log messages with the placeholders the server fills and a preview. Delete is confirmed and says the applications go with the form. A refusal shows the server’s message, the form kept; leaving with unsaved changes asks first (the route’s prompt).',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const CreateForm = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A new form: a name, a question, a second question, the rank it grants and who reviews it, a message whose preview fills the placeholders; created, then back to the list.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('post'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { name: 'New recruitment form', level: 1 }),
    ).toBeVisible();
    // Pasted, not typed: each keystroke re-renders the whole builder, and this story fills in a lot of it.
    await userEvent.click(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.paste('Night Shift Chef');
    const questions = within(canvas.getByRole('region', { name: 'Questions' }));
    await userEvent.click(questions.getByRole('textbox', { name: /^Question/ }));
    await userEvent.paste('When are you awake?');
    await userEvent.click(questions.getByRole('button', { name: 'Add a question' }));
    const second = within(questions.getByRole('listitem', { name: 'Question 2' }));
    await userEvent.click(second.getByRole('textbox', { name: /^Question/ }));
    await userEvent.paste('Your favourite dish');
    await userEvent.click(second.getByRole('switch', { name: 'Required' }));
    const ranks = within(canvas.getByRole('region', { name: 'Ranks' }));
    await userEvent.click(ranks.getByLabelText('Granted ranks'));
    await userEvent.click(await page.findByRole('option', { name: 'Chef' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(ranks.getByLabelText('Reviewed by'));
    await userEvent.click(await page.findByRole('option', { name: 'Head Chef' }));
    await userEvent.keyboard('{Escape}');
    const accepted = within(canvas.getByRole('region', { name: 'Application accepted' }));
    await userEvent.click(accepted.getByRole('textbox', { name: 'To the applicant' }));
    await userEvent.paste('Welcome {user.mention}!');
    await expect(accepted.getByText('Welcome @hungry_harry!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create form' }));
    await expectToast(page, 'Created Night Shift Chef');
    await expect(sent[0]).toMatchObject({
      name: 'Night Shift Chef',
      ranks: ['5603241177907201029'],
      manageableRanks: ['5603241177907201028'],
      questions: [
        { key: 'question_1', label: 'When are you awake?', type: 'input', required: true },
        { key: 'question_2', label: 'Your favourite dish', type: 'input', required: false },
      ],
      discordLog: { applicationAcceptedMessage: { userMessage: 'Welcome {user.mention}!' } },
    });
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/recruitment'));
  },
});

export const EditForm = meta.story({
  args: { id: DRIVER },
  parameters: {
    docs: {
      description: {
        story:
          'Delivery Driver as stored (its ranks, five questions, options, days and messages); a new minimum age is saved with the rest, then back to the list.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('patch'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await canvas.findByRole('heading', { name: 'Edit Delivery Driver', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem', { name: /^Question \d+$/ })).toHaveLength(5);
    await expect(
      canvas.getByRole('switch', { name: 'Only for members of our Discord server' }),
    ).toBeChecked();
    const age = canvas.getByRole('textbox', { name: 'Minimum age' });
    await expect(age).toHaveValue('13');
    await userEvent.clear(age);
    await userEvent.type(age, '16');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast(page, 'Saved Delivery Driver');
    await expect(sent[0]).toMatchObject({
      name: 'Delivery Driver',
      ranks: [RANK_DRIVER],
      manageableRanks: [RANK_MANAGER],
      options: { minimumAge: 16, requiresDiscordServer: true, applicationSubmissionFrequency: 'weekly' },
    });
    await expect(sent[0]?.questions?.map((q) => q.key)).toEqual([
      'about',
      'timezone',
      'hours',
      'why',
      'referral',
    ]);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/recruitment'));
  },
});

export const ReorderQuestions = meta.story({
  args: { id: DRIVER },
  parameters: {
    docs: {
      description: {
        story:
          'Move up on question 3 (hours above time zone), then by keyboard on question 5’s handle: Space lifts it, Arrow up moves it above question 4, Space drops it. Then one question is removed; the new order is saved.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('patch'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Move question 3 (How many hours a week can you give us?) up',
      }),
    );
    await expect(
      within(canvas.getByRole('listitem', { name: 'Question 2' })).getByRole('textbox', {
        name: /^Question/,
      }),
    ).toHaveValue('How many hours a week can you give us?');
    const handle = canvas.getByRole('button', { name: 'Drag question 5 (Who told you about us?)' });
    handle.focus();
    // dnd-kit measures the questions once one is lifted: each key waits for the previous one to be taken.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(page.getByText('Question 5 is over Question 4.')).toBeInTheDocument());
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('listitem', { name: 'Question 4' })).getByRole('textbox', {
          name: /^Question/,
        }),
      ).toHaveValue('Who told you about us?'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question 1 (Tell us about yourself)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast(page, 'Saved Delivery Driver');
    await expect(sent[0]?.questions?.map((q) => q.key)).toEqual(['hours', 'timezone', 'referral', 'why']);
  },
});

export const Validation = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Nothing is sent while the form has no name, a question is blank, two questions share a key, a message uses a placeholder the server does not fill, or the channel id is not an id.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('post'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create form' }));
    await expect(await canvas.findByText('Give the form a name')).toBeVisible();
    await expect(canvas.getByText('Write the question')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Add a question' }));
    // Pasted, not typed (see CreateForm): on a loaded machine thirty re-renders of the builder ran out the time.
    const keys = canvas.getAllByRole('textbox', { name: /^Key/ });
    await userEvent.clear(keys[1] as HTMLElement);
    await userEvent.paste('question_1');
    const received = within(canvas.getByRole('region', { name: 'Application received' }));
    await userEvent.click(received.getByRole('textbox', { name: 'In the log channel' }));
    await userEvent.paste('New: {user.name}');
    await userEvent.click(canvas.getByRole('textbox', { name: /^Log channel id/ }));
    await userEvent.paste('12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Create form' }));
    await expect(await canvas.findAllByText('Another question has this key')).toHaveLength(2);
    await expect(canvas.getByText('Unknown placeholder {user.name}: use one from the list')).toBeVisible();
    await expect(canvas.getByText('A channel id is 17 to 20 digits')).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
});

export const RankRefused = meta.story({
  args: { id: DRIVER },
  parameters: {
    docs: {
      description: {
        story:
          'The server refuses the save (a granted rank was deleted meanwhile): “Rank not found”, verbatim, the changes kept.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', FORM, 400, { statusCode: 400, code: 'rank_not_found', message: 'Rank not found' }),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    // Pasted (see CreateForm): typed, it ran out the story's time on a loaded machine.
    await userEvent.paste('Delivery Driver (winter)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The form was not saved');
    await expect(alert).toHaveTextContent('Rank not found');
    await expect(name).toHaveValue('Delivery Driver (winter)');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const DeleteForm = meta.story({
  args: { id: DRIVER },
  parameters: {
    docs: {
      description: {
        story:
          'Delete asks first and says the form’s applications are deleted with it; then back to the list.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete form' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Delivery Driver?' }));
    await expect(
      dialog.getByText(/Every application sent to Delivery Driver is deleted with it/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete form' }));
    await expectToast(page, 'Deleted Delivery Driver');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/recruitment'));
  },
});

export const ReadOnly = meta.story({
  args: { id: DRIVER },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'Someone without RECRUITMENT_MANAGER sees the form but cannot change it, and is told why.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You cannot change this form')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete form' })).toBeNull();
  },
});

export const Loading = meta.story({
  args: { id: DRIVER },
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', FORM));
  },
  parameters: { docs: { description: { story: 'No answer yet.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the recruitment form')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  args: { id: DRIVER },
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', FORM, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The form failed to load; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The recruitment form could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Edit Delivery Driver', level: 1 }),
    ).toBeVisible();
  },
});

export const UnknownForm = meta.story({
  args: { id: '1' },
  parameters: {
    docs: { description: { story: 'No form has this id (the server’s 404): the not-found state.' } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This recruitment form does not exist', level: 1 }),
    ).toBeVisible();
  },
});

export const Phone = meta.story({
  args: { id: DRIVER },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: { description: { story: 'On a phone (375 px) every section stacks; nothing scrolls sideways.' } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Edit Delivery Driver', level: 1 }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
});

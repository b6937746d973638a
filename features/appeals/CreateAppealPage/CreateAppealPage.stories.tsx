import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { BLACKLISTED_SERVER_ID, SERVER_IDS } from '@mocks/seed-careers';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { appealDraftKey } from '../model';
import { CreateAppealPage } from './CreateAppealPage';

const DRAFT = appealDraftKey(PERSONAS.customer.userId);
const PHONE = {
  name: 'Phone (375 px)',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

/** Bodies the story sent (a resolver that returns nothing passes them on). */
const sent: unknown[] = [];
const spyOnCreate = () =>
  http.post('*/api/client/appeal', async ({ request }) => {
    sent.push(await request.clone().json());
  });

type Canvas = ReturnType<typeof within>;
type UserEvent = { click: (e: Element) => Promise<void>; type: (e: Element, text: string) => Promise<void> };

/** Fills the form as a user would. */
async function fill(canvas: Canvas, userEvent: UserEvent, type: string, appeal: string, serverID?: string) {
  await userEvent.click(await canvas.findByRole('radio', { name: type }));
  if (serverID !== undefined)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server ID' }), serverID);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your appeal' }), appeal);
}

const meta = preview.meta({
  title: 'Features/Appeals/CreateAppealPage',
  component: CreateAppealPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    docs: {
      description: {
        component:
          '`/appeal/create` (signed in): choose what to appeal (a ban from our Discord server, a user blacklist, or a server blacklist with the server’s id), write the appeal, send. What is typed stays in this browser until it is sent. The server’s refusals show word for word, with everything kept.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
    localStorage.removeItem(DRAFT);
  },
});

export const SendServerBlacklistAppeal = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The customer owns Pancake Palace, which is blacklisted: the appeal is sent (type as a number, with the server id), the draft is forgotten and the page moves on to the appeal.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnCreate());
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fill(
      canvas,
      userEvent,
      'Server blacklist',
      'A member spammed; they are gone now.',
      BLACKLISTED_SERVER_ID,
    );
    await expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({ type: '3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expectToast(within(canvasElement.ownerDocument.body), 'Your appeal (Server blacklist) was sent');
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/appeal\/\d+_\d+$/)),
    );
    await expect(sent).toEqual([
      { type: 3, userAppeal: 'A member spammed; they are gone now.', serverID: BLACKLISTED_SERVER_ID },
    ]);
    await expect(localStorage.getItem(DRAFT)).toBeNull();
  },
});

export const ChecksBeforeSending = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Nothing chosen or written, then a server id that is not one: each field says what it needs; nothing is sent.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOnCreate());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send appeal' }));
    await expect(await canvas.findByText('Choose what you are appealing')).toBeVisible();
    await expect(canvas.getByText('Write your appeal')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Server blacklist' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Server ID' }), 'my server');
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    await expect(await canvas.findByText('Enter the server’s ID: 17 to 19 digits')).toBeVisible();
    await expect(sent).toEqual([]);
  },
});

export const DraftRestored = meta.story({
  parameters: {
    docs: { description: { story: 'Back after a reload: the choice and the text are still there.' } },
  },
  beforeEach: () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({ type: '1', serverID: '', userAppeal: 'Written before the reload.' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Ban from our Discord server' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your appeal' })).toHaveValue(
      'Written before the reload.',
    );
  },
});

/** A story where the server refuses with `message`, the form and the draft kept. */
const refusal = (story: string, type: string, message: string, serverID?: string, setup?: () => void) => ({
  parameters: { docs: { description: { story } } },
  beforeEach: setup,
  play: async ({ canvas, userEvent }: { canvas: Canvas; userEvent: UserEvent }) => {
    await fill(canvas, userEvent, type, 'Please reconsider.', serverID);
    await userEvent.click(canvas.getByRole('button', { name: 'Send appeal' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your appeal was not sent');
    await expect(alert).toHaveTextContent(message);
    await expect(canvas.getByRole('textbox', { name: 'Your appeal' })).toHaveValue('Please reconsider.');
    await expect(JSON.parse(localStorage.getItem(DRAFT) ?? '{}')).toMatchObject({
      userAppeal: 'Please reconsider.',
    });
  },
});

export const RefusedAlreadySubmitted = meta.story(
  refusal(
    'An appeal of that type is still pending or on hold.',
    'User blacklist',
    'Appeal already submitted for that case',
    undefined,
    () => {
      db.appeals.upsert({
        _id: '1763500000000_30001',
        userID: PERSONAS.customer.userId,
        serverID: null,
        userAppeal: 'Earlier',
        status: 1,
        type: 2,
        punishmentInfo: { punishmentID: null, issuedBy: null, reason: null, issuedAt: null },
        sentAt: Date.now() - 1000,
        votes: [],
      });
    },
  ),
);
export const RefusedNotBlacklisted = meta.story(
  refusal('The customer is not blacklisted.', 'User blacklist', 'User is not blacklisted'),
);
export const RefusedNotBanned = meta.story(
  refusal(
    'The customer is not banned from the Discord server.',
    'Ban from our Discord server',
    'User is not banned',
  ),
);
export const RefusedServerNotBlacklisted = meta.story(
  refusal(
    'That server is not blacklisted.',
    'Server blacklist',
    'Server is not blacklisted',
    '999999999999999999',
  ),
);
export const RefusedServerNotFound = meta.story(
  refusal(
    'The server is blacklisted, but Discord no longer knows it.',
    'Server blacklist',
    'Server was not found by specified ID',
    SERVER_IDS.vanished,
  ),
);
export const RefusedNotServerOwner = meta.story(
  refusal(
    'Only the owner may appeal a server’s blacklist.',
    'Server blacklist',
    'You must be the server owner to appeal this server blacklist',
    SERVER_IDS.toastTown,
  ),
);

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: { options: { phone: PHONE } },
    docs: { description: { story: 'The form on a phone (375 px), server blacklist chosen.' } },
  },
  beforeEach: () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({ type: '3', serverID: BLACKLISTED_SERVER_ID, userAppeal: '' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Server ID' })).toHaveValue(
      BLACKLISTED_SERVER_ID,
    );
  },
});

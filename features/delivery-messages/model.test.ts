import { accessOf } from '@lib/access';
import { DEFAULT_DELIVERY_TEMPLATE, MAX_DELIVERY_MESSAGE_LENGTH } from '@lib/delivery-message';
import { PERMISSIONS } from '@lib/permissions';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { describe, expect, it } from 'vitest';
import {
  CREATE_PATH,
  canEditMessage,
  changedMessageFields,
  DIRECTORY_PATH,
  directorySearchSchema,
  editMessagePath,
  excerptOf,
  formatDate,
  isInUse,
  MY_MESSAGE_PATH,
  measureMessage,
  messagePath,
  myMessageText,
  previewContext,
  previewExcerpt,
  previewSegments,
  SAMPLE_ORDER_TEXT,
  validateMessageFields,
} from './model';

const message = (fields: Partial<DeliveryMessage> = {}): DeliveryMessage => ({
  id: '1700000000000_4821',
  _id: '1700000000000_4821',
  title: 'Hot and fresh',
  message: 'Hi {user.mention}, here is your `{order}`!',
  slug: 'hot-and-fresh',
  createdBy: '111111111111111111',
  createdAt: Date.UTC(2026, 10, 1),
  lastUpdatedAt: null,
  createdByUser: null,
  ...fields,
});

const deliverer = { id: '965657477606365610', username: 'rapid.rosa', displayName: 'Rosa Rapid' };

describe('paths', () => {
  it('uses the slug, or the id when a static route shadows the slug', () => {
    expect(messagePath(message())).toBe('/staff/delivery-messages/hot-and-fresh');
    expect(editMessagePath(message())).toBe('/staff/delivery-messages/hot-and-fresh/edit');
    expect(messagePath(message({ slug: 'create' }))).toBe('/staff/delivery-messages/1700000000000_4821');
    expect(messagePath(message({ slug: 'edit' }))).toBe('/staff/delivery-messages/1700000000000_4821');
    expect(messagePath(message({ slug: 'create-1' }))).toBe('/staff/delivery-messages/create-1');
  });
});

describe('directorySearchSchema', () => {
  const parse = (search: Record<string, unknown>) => directorySearchSchema.parse(search);

  it('keeps a non-blank query string', () => {
    expect(parse({ query: 'pizza' })).toEqual({ query: 'pizza' });
    expect(parse({})).toEqual({});
  });

  it('leaves out anything else, without failing', () => {
    for (const query of [' ', 7, ['a'], { a: 1 }, null]) {
      expect(parse({ query }), JSON.stringify(query)).toStrictEqual({ query: undefined });
    }
    expect(parse({ query: '__proto__', other: 'x' })).toStrictEqual({ query: '__proto__' });
  });

  it('clips a very long query', () => {
    expect(parse({ query: 'x'.repeat(400) }).query).toHaveLength(200);
  });
});

describe('who the directory is open to (its entry in the access map)', () => {
  it('needs MANAGE_ORDERS and the DELIVERY_MESSAGE_BETA perk both, like the sidebar entry and the server', () => {
    const orders = PERMISSIONS.MANAGE_ORDERS;
    const access = (user: Parameters<typeof accessOf>[1]) => accessOf(DIRECTORY_PATH, user);
    expect(access({ permissions: orders, perks: ['DELIVERY_MESSAGE_BETA'] })).toBe('open');
    // The route lets either part in: a chef, or a perk holder without the permission.
    expect(access({ permissions: orders, perks: [] })).toBe('guard-only');
    expect(access({ permissions: 0, perks: ['DELIVERY_MESSAGE_BETA'] })).toBe('guard-only');
    expect(access({ permissions: orders, perks: null })).toBe('guard-only');
    expect(access({ permissions: 0, perks: [] })).toBe('closed');
    expect(access(null)).toBe('closed');
  });

  it('is the same for every page of the directory', () => {
    const chef = { permissions: PERMISSIONS.MANAGE_ORDERS, perks: [] };
    for (const page of [
      DIRECTORY_PATH,
      CREATE_PATH,
      MY_MESSAGE_PATH,
      '/staff/delivery-messages/$slug',
      '/staff/delivery-messages/$slug/edit',
    ] as const) {
      expect(accessOf(page, chef), page).toBe('guard-only');
    }
  });
});

describe('canEditMessage', () => {
  const creator = { id: '111111111111111111', permissions: 0 };
  const other = { id: '222222222222222222', permissions: PERMISSIONS.MANAGE_ORDERS };
  const manager = { id: '333333333333333333', permissions: PERMISSIONS.MANAGE_DELIVERY_MESSAGES };

  it('lets the creator and MANAGE_DELIVERY_MESSAGES holders edit, nobody else', () => {
    expect(canEditMessage(creator, message())).toBe(true);
    expect(canEditMessage(manager, message())).toBe(true);
    expect(canEditMessage(other, message())).toBe(false);
    expect(canEditMessage(null, message())).toBe(false);
  });

  it('recognises the creator from createdByUser when createdBy is missing', () => {
    const joined = message({ createdBy: null, createdByUser: { id: creator.id, username: 'c' } as never });
    expect(canEditMessage(creator, joined)).toBe(true);
  });
});

describe('the message in use', () => {
  const using = (text: string | null, disabled?: boolean) => ({
    settings: { deliveryMessage: { message: text, disabled } },
  });

  it('is the user’s text unless empty or disabled', () => {
    expect(myMessageText(using('Hello'))).toBe('Hello');
    expect(myMessageText(using(''))).toBeNull();
    expect(myMessageText(using('Hello', true))).toBeNull();
    expect(myMessageText({})).toBeNull();
  });

  it('marks the message whose text is exactly the user’s', () => {
    const m = message();
    expect(isInUse(using(m.message), m)).toBe(true);
    expect(isInUse(using(`${m.message} `), m)).toBe(false);
    expect(isInUse(using(m.message, true), m)).toBe(false);
    expect(isInUse(null, m)).toBe(false);
  });
});

describe('the preview', () => {
  it('fills a sample pepperoni order, with the signed-in user as the deliverer', () => {
    const ctx = previewContext(deliverer);
    const { rendered } = measureMessage('{order} for {user.username} by {deliverer.username}', ctx);
    expect(rendered).toBe(`${SAMPLE_ORDER_TEXT} for ${ctx.user.username} by Rosa Rapid`);
    expect(ctx.order.images.length).toBeGreaterThan(0);
  });

  it('counts the rendered length, not the template’s, against the limit', () => {
    const ctx = previewContext(deliverer);
    const template = '{order.images}';
    const { length } = measureMessage(template, ctx);
    expect(length).toBe(ctx.order.images.join(' ').length);
    expect(length).toBeGreaterThan(template.length);
  });

  it('is too long at 1650 rendered characters, not before', () => {
    const ctx = previewContext(deliverer);
    const fill = (n: number) => 'x'.repeat(n);
    expect(measureMessage(fill(MAX_DELIVERY_MESSAGE_LENGTH - 1), ctx).tooLong).toBe(false);
    expect(measureMessage(fill(MAX_DELIVERY_MESSAGE_LENGTH), ctx).tooLong).toBe(true);
    const order = SAMPLE_ORDER_TEXT.length;
    // The template is short enough; the filled-in order makes it too long.
    expect(measureMessage(`${fill(MAX_DELIVERY_MESSAGE_LENGTH - order)}{order}`, ctx).tooLong).toBe(true);
  });

  it('shows mentions of the customer and the deliverer as @name, other text as is', () => {
    const ctx = previewContext(deliverer);
    const { rendered } = measureMessage('Hi {user.mention}! From {deliverer.mention} <@42>', ctx);
    expect(previewSegments(rendered, ctx)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: `@${ctx.user.username}` },
      { kind: 'text', text: '! From ' },
      { kind: 'mention', text: '@Rosa Rapid' },
      { kind: 'text', text: ' <@42>' },
    ]);
  });

  it('renders the default template under the limit', () => {
    expect(measureMessage(DEFAULT_DELIVERY_TEMPLATE, previewContext(deliverer)).tooLong).toBe(false);
  });
});

describe('validateMessageFields', () => {
  const ok = { tooLong: false, withTitle: true };

  it('requires a title (≤ 100) and a message', () => {
    expect(validateMessageFields({ title: ' ', message: ' ' }, ok)).toEqual({
      title: 'Title is required',
      message: 'Message is required',
    });
    expect(validateMessageFields({ title: 'x'.repeat(101), message: 'Hi' }, ok).title).toBe(
      'Title must be 100 characters or fewer',
    );
    expect(validateMessageFields({ title: 'Hi', message: 'Hi' }, ok)).toEqual({ title: null, message: null });
  });

  it('refuses a message too long once rendered; the title is optional without a title field', () => {
    expect(validateMessageFields({ title: '', message: 'Hi' }, { tooLong: true, withTitle: false })).toEqual({
      title: null,
      message: 'Too long once the placeholders are filled in: it must stay under 1650 characters',
    });
  });
});

describe('changedMessageFields', () => {
  it('holds only what changed, trimmed', () => {
    const m = message();
    expect(changedMessageFields(m, { title: ` ${m.title} `, message: `${m.message}\n` })).toEqual({});
    expect(changedMessageFields(m, { title: 'Warm and fresh', message: m.message })).toEqual({
      title: 'Warm and fresh',
    });
  });
});

describe('formatDate', () => {
  it('formats milliseconds, and nothing without a date', () => {
    expect(formatDate(Date.UTC(2026, 10, 21, 12))).toBe('21 Nov 2026');
    expect(formatDate(null)).toBeNull();
  });
});

describe('excerptOf', () => {
  it('reads line breaks as spaces and cuts long text with an ellipsis', () => {
    expect(excerptOf('Hi!\n\n{order.images}  ', 100)).toBe('Hi! {order.images}');
    expect(excerptOf('one two three', 7)).toBe('one two…');
    expect(excerptOf('one two three', 8)).toBe('one two…');
  });
});

describe('previewExcerpt', () => {
  it('reads as a customer would: placeholders filled, mentions as @name, no code marks', () => {
    const ctx = previewContext({ id: '228168039710444964', username: 'rapid.rosa' });
    const excerpt = previewExcerpt(
      'Hey {user.mention}! Your `{order}` is here.\n\n— {deliverer.mention}',
      ctx,
      280,
    );
    expect(excerpt).toBe(`Hey @${ctx.user.username}! Your A large pepperoni pizza is here. — @rapid.rosa`);
    expect(excerpt).not.toMatch(/[{}`<>]|https:/);
  });

  it('cuts at the length with an ellipsis', () => {
    const ctx = previewContext(null);
    expect(previewExcerpt('{order} and more words', ctx, 10)).toBe('A large pe…');
  });
});

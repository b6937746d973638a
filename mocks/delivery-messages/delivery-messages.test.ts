// The premade message directory and "use as my delivery message" (docs/api/entities.md#delivery-message, docs/api/endpoints.md#delivery-messages).
import { deliveryMessageSchema, deliveryMessagesResponse } from '@lib/schemas/catalogue';
import { currentUserResponse } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CAST } from '../cast';
import { db } from '../db';
import { PERSONAS, type PersonaKey } from '../personas';
import { slugify, uniqueSlug } from '../slug';
import { type CallResult, call, expectApiError, recordGatewayEvents, setupMockServer } from '../testing';

setupMockServer();

const BASE = '/api/client/delivery-messages';
const one = z.object({ deliveryMessage: deliveryMessageSchema });
const messageOf = (response: CallResult) => one.parse(response.body).deliveryMessage;
const list = async (as: PersonaKey = 'courier', query?: string) =>
  deliveryMessagesResponse.parse(
    (await call(query === undefined ? BASE : `${BASE}?query=${encodeURIComponent(query)}`, { as })).body,
  ).deliveryMessages;
const create = (body: unknown, as: PersonaKey = 'courier') => call(BASE, { method: 'POST', as, body });

describe('slugs (docs/product/delivery-messages.md#slugs)', () => {
  it('lower-case, non-word characters to spaces, trimmed, whitespace runs to -', () => {
    expect(slugify('Classic Hot & Fresh')).toBe('classic-hot-fresh');
    expect(slugify('  Birthday delivery 🎂 ')).toBe('birthday-delivery');
    expect(slugify('C# developer fuel')).toBe('c-developer-fuel');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
    expect(slugify('Crêpes!')).toBe('cr-pes');
  });

  it('adds -1, -2… while the slug is taken, and falls back to "message" when empty', () => {
    const taken = new Set(['royal-butler', 'royal-butler-1']);
    expect(uniqueSlug('Royal butler', (s) => taken.has(s))).toBe('royal-butler-2');
    expect(uniqueSlug('Fresh', (s) => taken.has(s))).toBe('fresh');
    expect(uniqueSlug('🎉!', () => false)).toBe('message');
  });
});

describe('GET /api/client/delivery-messages', () => {
  it('answers { deliveryMessages } newest first, with createdByUser without displayName', async () => {
    const response = await call(BASE, { as: 'courier' });
    const raw = (response.body as { deliveryMessages: Record<string, unknown>[] }).deliveryMessages;
    expect(raw.length).toBeGreaterThanOrEqual(8);
    expect(raw[0]?.createdByUser).not.toHaveProperty('displayName');
    const messages = await list();
    const created = messages.map((m) => m.createdAt ?? 0);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(messages.map((m) => m.slug)).toEqual(expect.arrayContaining(['royal-butler', 'royal-butler-1']));
    expect(messages.filter((m) => m.createdBy === PERSONAS.courier.userId).length).toBeGreaterThanOrEqual(2);
    expect(messages.every((m) => m.id === m._id)).toBe(true);
  });

  it('searches title and message, case-insensitively', async () => {
    expect((await list('courier', 'PIRATE')).map((m) => m.slug)).toEqual(['pirate-ahoy']);
    expect((await list('courier', 'guild.invite')).map((m) => m.slug)).toEqual(['come-say-hi']);
    expect(await list('courier', 'no such words')).toEqual([]);
  });

  it('needs MANAGE_ORDERS and DELIVERY_MESSAGE_BETA', async () => {
    expectApiError(await call(BASE, { as: 'chef' }), 403, 'missing_permissions'); // no perk
    expectApiError(await call(BASE, { as: 'customer' }), 403, 'missing_permissions'); // no permission
    expect((await call(BASE, { as: 'admin' })).status).toBe(200);
  });
});

describe('one message', () => {
  it('is found by slug or id, else 404 delivery_message_not_found', async () => {
    const bySlug = messageOf(await call(`${BASE}/pirate-ahoy`, { as: 'courier' }));
    expect(bySlug.title).toBe('Pirate ahoy!');
    expect(messageOf(await call(`${BASE}/${bySlug.id}`, { as: 'courier' })).slug).toBe('pirate-ahoy');
    expectApiError(
      await call(`${BASE}/nope`, { as: 'courier' }),
      404,
      'delivery_message_not_found',
      'Delivery message not found',
    );
  });
});

describe('POST /api/client/delivery-messages', () => {
  it('creates with a unique slug and answers { deliveryMessage }', async () => {
    const first = messageOf(
      await create({ title: 'Royal Butler!', message: 'Your `{order}`, {user.mention}.' }),
    );
    expect(first).toMatchObject({
      slug: 'royal-butler-2',
      createdBy: PERSONAS.courier.userId,
      lastUpdatedAt: null,
      createdByUser: { id: PERSONAS.courier.userId },
    });
    expect(first.id).toMatch(/^\d{13}_\d{1,5}$/);
    expect(messageOf(await create({ title: 'royal butler', message: 'x' })).slug).toBe('royal-butler-3');
    expect(messageOf(await create({ title: 'Brand new', message: 'x' })).slug).toBe('brand-new');
  });

  it('refuses a blank title or message', async () => {
    expectApiError(await create({ message: 'x' }), 400, 'invalid_body', 'You must provide a title');
    expectApiError(
      await create({ title: '  ', message: 'x' }),
      400,
      'invalid_body',
      'You must provide a title',
    );
    expectApiError(
      await create({ title: 'T', message: '' }),
      400,
      'invalid_body',
      'You must provide a message',
    );
  });

  it('accepts a message of any length: the core has no length validation (docs/product/delivery-messages.md#length-limit)', async () => {
    const long = 'x'.repeat(5000);
    const created = messageOf(await create({ title: 'Epic saga', message: long }));
    expect(created.message).toBe(long);
    const edited = messageOf(
      await call(`${BASE}/${created.slug}`, {
        method: 'PATCH',
        as: 'courier',
        body: { message: `${long}{order}` },
      }),
    );
    expect(edited.message).toBe(`${long}{order}`);
  });
});

describe('PATCH and DELETE /api/client/delivery-messages/{slugOrId}', () => {
  it('lets the creator edit: a new title regenerates the slug, lastUpdatedAt is set', async () => {
    const edited = messageOf(
      await call(`${BASE}/night-owl-special`, {
        method: 'PATCH',
        as: 'courier',
        body: { title: 'Short & sweet' },
      }),
    );
    expect(edited.slug).toBe('short-sweet-1');
    expect(edited.lastUpdatedAt).toBeGreaterThan(0);
    const same = messageOf(
      await call(`${BASE}/short-sweet-1`, {
        method: 'PATCH',
        as: 'courier',
        body: { message: 'New {order}' },
      }),
    );
    expect(same).toMatchObject({ slug: 'short-sweet-1', message: 'New {order}', title: 'Short & sweet' });
  });

  it('keeps the slug when the new title slugifies the same', async () => {
    const edited = messageOf(
      await call(`${BASE}/pirate-ahoy`, { method: 'PATCH', as: 'admin', body: { title: 'Pirate, ahoy' } }),
    );
    expect(edited.slug).toBe('pirate-ahoy');
  });

  it('is for the creator or MANAGE_DELIVERY_MESSAGES holders only', async () => {
    // The courier did not write "Royal butler" (the manager did).
    expectApiError(
      await call(`${BASE}/royal-butler`, { method: 'PATCH', as: 'courier', body: { title: 'Mine now' } }),
      403,
      'missing_permissions',
    );
    expectApiError(
      await call(`${BASE}/royal-butler`, { method: 'DELETE', as: 'courier' }),
      403,
      'missing_permissions',
    );
    // The admin holds MANAGE_DELIVERY_MESSAGES.
    expect((await call(`${BASE}/royal-butler`, { method: 'DELETE', as: 'admin' })).body).toEqual({
      success: true,
    });
    expectApiError(
      await call(`${BASE}/royal-butler`, { method: 'DELETE', as: 'admin' }),
      404,
      'delivery_message_not_found',
    );
  });

  it('lets the creator delete', async () => {
    expect((await call(`${BASE}/pirate-ahoy`, { method: 'DELETE', as: 'admin' })).status).toBe(200);
    expect(db.deliveryMessages.find((m) => m.createdBy === CAST.lou)).toBeUndefined();
    expect((await call(`${BASE}/classic-hot-fresh`, { method: 'DELETE', as: 'courier' })).status).toBe(200);
  });
});

describe('PATCH /api/client/users/{id}/premade-messages', () => {
  const use = (body: unknown, as: PersonaKey = 'courier', id = PERSONAS[as].userId) =>
    call(`/api/client/users/${id}/premade-messages`, { method: 'PATCH', as, body });

  it('sets the delivery message: @me returns it and deliveries use it', async () => {
    expect(
      (await use({ deliveryMessage: 'Yo {user.username}, {order} by {deliverer.username}!' })).body,
    ).toEqual({
      success: true,
    });
    const { user } = currentUserResponse.parse((await call('/api/v3/users/@me', { as: 'courier' })).body);
    expect(user.settings?.deliveryMessage?.message).toBe(
      'Yo {user.username}, {order} by {deliverer.username}!',
    );

    const events = recordGatewayEvents();
    await call('/api/client/orders/Lh3zRf/deliver', { method: 'POST', as: 'courier', body: {} });
    expect(events.find((e) => e.name === 'deliverOrder')?.payload).toMatchObject({
      deliveryMessage: 'Yo ramen.rae, Pad thai with shrimp, extra peanuts, medium spicy by Rosa Rapid!',
    });
  });

  it('clears it without a message', async () => {
    await use({});
    expect(db.users.get(PERSONAS.courier.userId)?.settings.deliveryMessage.message).toBeNull();
    await use({ deliveryMessage: 'x' });
    await use({ deliveryMessage: null });
    expect(db.users.get(PERSONAS.courier.userId)?.settings.deliveryMessage.message).toBeNull();
  });

  it('is for yourself only, and must be text', async () => {
    expectApiError(
      await use({ deliveryMessage: 'x' }, 'courier', PERSONAS.chef.userId),
      403,
      'missing_permissions',
    );
    expectApiError(await use({ deliveryMessage: 42 }), 400, 'invalid_body');
  });

  it('saves a message over 1650 characters; only the delivery refuses it (docs/product/delivery-messages.md#length-limit)', async () => {
    const long = 'x'.repeat(1651);
    expect((await use({ deliveryMessage: long })).body).toEqual({ success: true });
    expect(db.users.get(PERSONAS.courier.userId)?.settings.deliveryMessage.message).toBe(long);
    expectApiError(
      await call('/api/client/orders/Lh3zRf/deliver', { method: 'POST', as: 'courier', body: {} }),
      400,
      'delivery_message_length',
      'Delivery message length is too long, please change your message',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TEMPLATE,
  DELIVERY_PLACEHOLDERS,
  type DeliveryMessageContext,
  deliveryTemplateOf,
  isDeliveryMessageTooLong,
  MAX_DELIVERY_MESSAGE_LENGTH,
  PREVIEW_DELIVERY_CONTEXT,
  renderDeliveryMessage,
} from './delivery-message';
import { MAX_DELIVERY_MESSAGE_LENGTH as FROM_SCHEMAS } from './schemas/order';

const ctx: DeliveryMessageContext = {
  user: { id: '111111111111111111', username: 'pancake.pilot' },
  order: {
    id: 'Qx7pLm',
    text: 'Blueberry pancakes',
    images: ['https://i.imgur.com/a.png', 'https://i.imgur.com/b.png'],
  },
  deliverer: { id: '222222222222222222', username: 'rapid.rosa', displayName: 'Rosa Rapid' },
  inviteCode: 'virtualdiner',
};

describe('renderDeliveryMessage', () => {
  it('fills every placeholder of the documented table', () => {
    const template = DELIVERY_PLACEHOLDERS.map((p) => p.token).join('|');
    expect(renderDeliveryMessage(template, ctx).split('|')).toEqual([
      'pancake.pilot',
      '<@111111111111111111>',
      '111111111111111111',
      '0000',
      'https://discord.gg/virtualdiner',
      'Blueberry pancakes',
      'Qx7pLm',
      'https://i.imgur.com/a.png https://i.imgur.com/b.png',
      'Rosa Rapid',
      '<@222222222222222222>',
      '222222222222222222',
      '0000',
    ]);
  });

  it('lists the twelve placeholders, each with a description', () => {
    expect(DELIVERY_PLACEHOLDERS).toHaveLength(12);
    for (const placeholder of DELIVERY_PLACEHOLDERS) {
      expect(placeholder.token).toMatch(/^\{[a-z.]+\}$/);
      expect(placeholder.description.length).toBeGreaterThan(5);
    }
  });

  it('replaces every occurrence and leaves unknown placeholders as written', () => {
    expect(renderDeliveryMessage('{order.id} {order.id} {nope} {user} {ORDER}', ctx)).toBe(
      'Qx7pLm Qx7pLm {nope} {user} {ORDER}',
    );
  });

  it('never expands placeholders that arrive inside the values', () => {
    const sneaky = { ...ctx, order: { ...ctx.order, text: 'Soup for {user.id}' } };
    expect(renderDeliveryMessage('{order}', sneaky)).toBe('Soup for {user.id}');
  });

  it('uses the username without a display name, and [Automated] without a deliverer', () => {
    expect(
      renderDeliveryMessage('{deliverer.username}', {
        ...ctx,
        deliverer: { id: '2', username: 'rapid.rosa', displayName: null },
      }),
    ).toBe('rapid.rosa');
    expect(
      renderDeliveryMessage('{deliverer.username}|{deliverer.mention}', { ...ctx, deliverer: null }),
    ).toBe('[Automated]|');
  });

  it('renders the default template as the core words it', () => {
    expect(renderDeliveryMessage(DEFAULT_DELIVERY_TEMPLATE, ctx)).toBe(
      'Hi, <@111111111111111111>! Here is your `Blueberry pancakes`. Feel free to leave feedback with the ' +
        '`/feedback` command. In addition to that, you could also join our Discord server using the `/discord` ' +
        'command. Enjoy, and have a great day!\n\nhttps://i.imgur.com/a.png https://i.imgur.com/b.png',
    );
  });

  it('has a preview context that fills every placeholder', () => {
    const rendered = renderDeliveryMessage(
      DELIVERY_PLACEHOLDERS.map((p) => p.token).join(' '),
      PREVIEW_DELIVERY_CONTEXT,
    );
    expect(rendered).not.toMatch(/\{[\w.]+\}/);
  });
});

describe('limits and template choice', () => {
  it('re-exports the 1650 limit and refuses 1650 characters or more', () => {
    expect(MAX_DELIVERY_MESSAGE_LENGTH).toBe(1650);
    expect(MAX_DELIVERY_MESSAGE_LENGTH).toBe(FROM_SCHEMAS);
    expect(isDeliveryMessageTooLong('x'.repeat(1649))).toBe(false);
    expect(isDeliveryMessageTooLong('x'.repeat(1650))).toBe(true);
  });

  it("uses the user's own message unless it is empty or disabled", () => {
    expect(deliveryTemplateOf({ message: 'Hey {user.mention}' })).toBe('Hey {user.mention}');
    expect(deliveryTemplateOf({ message: 'Hey', disabled: true })).toBe(DEFAULT_DELIVERY_TEMPLATE);
    expect(deliveryTemplateOf({ message: null })).toBe(DEFAULT_DELIVERY_TEMPLATE);
    expect(deliveryTemplateOf({ message: '' })).toBe(DEFAULT_DELIVERY_TEMPLATE);
    expect(deliveryTemplateOf(undefined)).toBe(DEFAULT_DELIVERY_TEMPLATE);
  });
});

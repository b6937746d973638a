/**
 * Delivery message templating (docs/product/delivery-messages.md#placeholders). Pure and shared: the fake
 * backend renders the message a delivery posts, and the client renders the same text for the live preview of
 * the premade message directory.
 */
import { MAX_DELIVERY_MESSAGE_LENGTH } from './schemas/order';

export { MAX_DELIVERY_MESSAGE_LENGTH };

/** The server's default message, used when the deliverer has none (or has disabled theirs). */
export const DEFAULT_DELIVERY_TEMPLATE =
  'Hi, {user.mention}! Here is your `{order}`. Feel free to leave feedback with the `/feedback` command. ' +
  'In addition to that, you could also join our Discord server using the `/discord` command. ' +
  'Enjoy, and have a great day!\n\n{order.images}';

/** What the placeholders are filled with. */
export interface DeliveryMessageContext {
  /** The customer. */
  user: { id: string; username: string };
  order: { id: string; text: string; images: readonly string[] };
  /** The deliverer; `null` for an automated delivery. */
  deliverer: { id: string; username: string; displayName?: string | null } | null;
  /** Invite code of the community server: `{guild.invite}` is `https://discord.gg/<inviteCode>`. */
  inviteCode: string;
}

export interface DeliveryPlaceholder {
  /** As written in a template, braces included, e.g. `{user.mention}`. */
  token: string;
  description: string;
  value: (ctx: DeliveryMessageContext) => string;
}

const mention = (id: string) => `<@${id}>`;

/** Every placeholder of the table in docs/product/delivery-messages.md#placeholders, in its order. */
export const DELIVERY_PLACEHOLDERS: readonly DeliveryPlaceholder[] = [
  { token: '{user.username}', description: "The customer's username", value: (c) => c.user.username },
  { token: '{user.mention}', description: 'Mentions the customer', value: (c) => mention(c.user.id) },
  { token: '{user.id}', description: "The customer's user ID", value: (c) => c.user.id },
  { token: '{user.discriminator}', description: 'Always 0000', value: () => '0000' },
  {
    token: '{guild.invite}',
    description: 'An invite link to the community server',
    value: (c) => `https://discord.gg/${c.inviteCode}`,
  },
  { token: '{order}', description: 'The order text', value: (c) => c.order.text },
  { token: '{order.id}', description: 'The order ID', value: (c) => c.order.id },
  {
    token: '{order.images}',
    description: "The chef's image links, separated by spaces",
    value: (c) => c.order.images.join(' '),
  },
  {
    token: '{deliverer.username}',
    description: 'Your display name (or username); [Automated] for automated deliveries',
    value: (c) => (c.deliverer ? c.deliverer.displayName || c.deliverer.username : '[Automated]'),
  },
  {
    token: '{deliverer.mention}',
    description: 'Mentions you',
    value: (c) => (c.deliverer ? mention(c.deliverer.id) : ''),
  },
  { token: '{deliverer.id}', description: 'Your user ID', value: (c) => c.deliverer?.id ?? '' },
  { token: '{deliverer.discriminator}', description: 'Always 0000', value: () => '0000' },
];

const BY_TOKEN = new Map(DELIVERY_PLACEHOLDERS.map((p) => [p.token, p.value]));

/**
 * Fills every occurrence of every placeholder; unknown `{x}` stay as written. One pass over the template, so
 * braces inside the values (an order text that says `{user.id}`) are never expanded again.
 */
export function renderDeliveryMessage(template: string, ctx: DeliveryMessageContext): string {
  return template.replace(/\{[\w.]+\}/g, (token) => BY_TOKEN.get(token)?.(ctx) ?? token);
}

/** The server refuses a rendered (non-report) delivery message of 1650 characters or more. */
export function isDeliveryMessageTooLong(message: string): boolean {
  return message.length >= MAX_DELIVERY_MESSAGE_LENGTH;
}

/** The template a delivery uses: the user's own message unless empty or disabled, else the default. */
export function deliveryTemplateOf(
  setting: { message?: string | null; disabled?: boolean | null } | null | undefined,
): string {
  return setting?.message && !setting.disabled ? setting.message : DEFAULT_DELIVERY_TEMPLATE;
}

/** A believable context for previews: placeholders filled with example values. */
export const PREVIEW_DELIVERY_CONTEXT: DeliveryMessageContext = {
  user: { id: '1063901945033068384', username: 'pancake.pilot' },
  order: {
    id: 'Qx7pLm',
    text: 'A tall stack of blueberry pancakes with maple syrup',
    images: ['https://images.unsplash.com/photo-1528207776546-365bb710ee93?w=800'],
  },
  deliverer: { id: '965657477606365610', username: 'rapid.rosa', displayName: 'Rosa Rapid' },
  inviteCode: 'virtualdiner',
};

/**
 * Believable orders for the seed, the demo simulator and the board scenarios: role-play order texts, the
 * servers they come from, food pictures on the hosts the client allows, and builders for order documents.
 * Nothing here reads the database: callers pass the users.
 */
import { DEFAULT_PREPARE_DURATION_MS, OrderStatus } from '@lib/schemas/order';
import { orderId, pick, seededRandom } from './ids';
import type { OrderCustomer, OrderDoc, OrderMention, UserDoc } from './types';

/** The "Faster Orders" perk's preparation time (docs/product/orders.md#constants). */
export const FAST_PREPARE_DURATION_MS = 90_000;

export const ORDER_TEXTS: readonly string[] = [
  'A tall stack of blueberry pancakes with maple syrup and a side of crispy bacon',
  'Double smash burger, extra pickles, no onions, with sweet potato fries',
  'Spicy miso ramen with a soft-boiled egg and extra chashu',
  'Large pepperoni pizza with a hot honey drizzle',
  'Chicken tikka masala with garlic naan and a mango lassi',
  'Three fish tacos with pickled red onion and lime crema',
  'Iced caramel macchiato with oat milk and a blueberry muffin',
  'Pad thai with shrimp, extra peanuts, medium spicy',
  'Caesar salad with grilled chicken, dressing on the side',
  'A bowl of tonkotsu ramen and six pork gyoza',
  'Nutella crêpes with strawberries and whipped cream',
  'Club sandwich on toasted sourdough with a cup of tomato soup',
  'Jollof rice with fried plantains and grilled chicken',
  'Poke bowl: salmon, avocado, edamame, mango, sushi rice',
  'Margherita pizza and a bottle of sparkling lemonade',
  'Beef pho with extra basil and bean sprouts',
  'Chocolate lava cake with vanilla ice cream, two spoons please',
  'Belgian waffles with fried chicken and hot sauce',
  'Masala dosa with coconut chutney and sambar',
  'Brown sugar bubble tea, less ice, extra pearls',
  'Fish and chips with mushy peas and tartare sauce',
  'Chicken shawarma wrap with garlic sauce and pickled turnips',
  'Eggs Benedict with smoked salmon and a flat white',
  'Baked mac and cheese with a breadcrumb crust and coleslaw',
  'Bibimbap with a fried egg and extra gochujang',
  'A croissant, a pain au chocolat and a large cappuccino',
  'A cheese board with grapes, crackers and fig jam',
  'Loaded nachos with jalapeños, guacamole and sour cream',
  'Strawberry milkshake and a basket of onion rings',
  'Butter chicken, jeera rice and two garlic naans',
  'Sushi platter: 8 salmon nigiri, 6 California rolls and miso soup',
  'Mango sticky rice and a Thai iced tea',
  'Spaghetti carbonara with extra parmesan',
  'Hot chocolate with marshmallows and a warm cinnamon roll',
  'BBQ pulled pork sandwich with pickles and an ice-cold cola',
  'Greek gyro plate with tzatziki, fries and a side salad',
  'Açaí bowl with granola, banana and a drizzle of honey',
  'Falafel plate with hummus, tabbouleh and warm pita',
  'Tiramisu and a double espresso, please!',
  'Birthday cake for the whole server: vanilla sponge with rainbow sprinkles 🎂',
];

/** Orders meant for friends: the mentioned users are picked by the caller. */
export const GROUP_ORDER_TEXTS: readonly string[] = [
  'Pizza night for the three of us: two large pizzas, half pepperoni, half veggie',
  'Movie snacks for me and my friends: popcorn, nachos and three cherry slushies',
  'Brunch for two: avocado toast, shakshuka and two fresh orange juices',
];

export interface OrderGuild {
  id: string;
  name: string;
  icon: string | null;
  /** The channel orders from this server are delivered to. */
  channel: string;
}

/** The servers orders come from; the last one stands for direct messages (`guild.id` empty, docs/api/entities.md#order). */
export const GUILDS: readonly OrderGuild[] = [
  {
    id: '746115298014986260',
    name: 'Cozy Café Roleplay',
    icon: '8a4c0d1e6f2b3a5c7d9e0f1a2b3c4d5e',
    channel: '746115298014986263',
  },
  { id: '812349876543210987', name: 'Pixel Pals', icon: null, channel: '812349876543210990' },
  {
    id: '903812457690123456',
    name: 'The Night Owls',
    icon: 'c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6',
    channel: '903812457690123460',
  },
  { id: '1021456789012345678', name: 'Study Hall 24/7', icon: null, channel: '1021456789012345682' },
  { id: '', name: '', icon: null, channel: '1187654321098765432' },
];

/** Food pictures on the allowed image hosts (served offline by `images/handlers.ts`). */
export const FOOD_IMAGES: readonly string[] = [
  'https://images.unsplash.com/photo-1528207776546-365bb710ee93?w=800',
  'https://images.unsplash.com/photo-1568901346375-23c9450c58cd?w=800',
  'https://images.unsplash.com/photo-1569718212165-3a8278d5f624?w=800',
  'https://images.unsplash.com/photo-1565299624946-b28f40a0ae38?w=800',
  'https://images.unsplash.com/photo-1565557623262-b51c2513a641?w=800',
  'https://images.unsplash.com/photo-1551504734-5ee1c4a1479b?w=800',
  'https://images.unsplash.com/photo-1559496417-e7f25cb247f3?w=800',
  'https://images.unsplash.com/photo-1559314809-0d155014e29e?w=800',
  'https://i.imgur.com/8fK2sQp.jpeg',
  'https://i.imgur.com/Xq3LmZ7.png',
  'https://i.imgur.com/tR9wBvN.jpeg',
];

export const customerOf = (user: UserDoc): OrderCustomer => ({
  id: user._id,
  username: user.username,
  discriminator: user.discriminator,
  avatar: user.avatar,
});

export const mentionOf = (user: UserDoc): OrderMention => ({
  id: user._id,
  displayName: user.displayName,
  username: user.username,
  avatar: user.avatar,
});

export interface OrderFields extends Partial<Omit<OrderDoc, '_id' | 'orderID' | 'user'>> {
  orderID?: string;
  customer: UserDoc | OrderCustomer;
}

/**
 * An order document: Unclaimed, nothing prepared, sent from the first server unless `fields` say otherwise.
 * The customer may be a stored user or an already embedded customer.
 */
export function buildOrder({ customer, orderID = orderId(), ...fields }: OrderFields): OrderDoc {
  const user = 'settings' in customer ? customerOf(customer) : { ...customer };
  const guild = GUILDS[0] as OrderGuild;
  return {
    _id: orderID,
    orderID,
    user,
    orderUserMentions: [],
    guild: { id: guild.id, name: guild.name, icon: guild.icon },
    order: ORDER_TEXTS[0] as string,
    orderChannel: guild.channel,
    status: OrderStatus.Unclaimed,
    prepareExpiry: null,
    prepareDuration: DEFAULT_PREPARE_DURATION_MS,
    images: [],
    chefNote: null,
    claimedBy: null,
    deliveryAssignedTo: null,
    priority: false,
    sentAt: 0,
    ...fields,
  };
}

/** Where an order comes from: the server's summary and its delivery channel. */
export function fromGuild(guild: OrderGuild): Pick<OrderDoc, 'guild' | 'orderChannel'> {
  return { guild: { id: guild.id, name: guild.name, icon: guild.icon }, orderChannel: guild.channel };
}

/** The `index`-th server (wrapping around) as {@link fromGuild} gives it. */
export const fromGuildAt = (index: number) => fromGuild(GUILDS[index % GUILDS.length] as OrderGuild);

/** A random order text and server, with mentions for a group order when `friends` are given. */
export function randomOrderContent(
  random: () => number,
  friends: readonly UserDoc[] = [],
): Pick<OrderDoc, 'order' | 'orderUserMentions' | 'guild' | 'orderChannel'> {
  const group = friends.length >= 2 && random() < 0.15;
  return {
    order: pick(group ? GROUP_ORDER_TEXTS : ORDER_TEXTS, random),
    orderUserMentions: group ? friends.slice(0, 2).map(mentionOf) : [],
    ...fromGuild(pick(GUILDS, random)),
  };
}

/** A new order id not used by any of `taken` (active orders and history share the id space). */
export function freshOrderId(taken: (id: string) => boolean, random: () => number = Math.random): string {
  let id = orderId(random);
  while (taken(id)) id = orderId(random);
  return id;
}

export interface GeneratedOrdersOptions {
  /** The time the orders are relative to (the newest was sent just before). */
  at: number;
  customers: readonly UserDoc[];
  chefs: readonly string[];
  couriers: readonly string[];
  /** Same seed, same orders. */
  seed?: string;
}

/**
 * `count` orders for big-board stories and benchmarks, the same for the same count and seed (apart from times,
 * which are relative to `at`): about 45 % Unclaimed, 15 % Claimed, 20 % Preparing, 20 % ready for delivery,
 * one in ten priority, sent every few seconds going back from `at`. Oldest first, like the API.
 */
export function generateOrders(
  count: number,
  { at, customers, chefs, couriers, seed = 'generated' }: GeneratedOrdersOptions,
): OrderDoc[] {
  const random = seededRandom(`orders/${seed}/${count}`);
  const ids = new Set<string>();
  let sentAt = at;
  const orders = Array.from({ length: count }, () => {
    sentAt -= 2_000 + Math.floor(random() * 8_000);
    const customer = pick(customers, random);
    const roll = random();
    const status =
      roll < 0.45
        ? OrderStatus.Unclaimed
        : roll < 0.6
          ? OrderStatus.Claimed
          : roll < 0.8
            ? OrderStatus.Preparing
            : OrderStatus.PendingDelivery;
    const claimedBy =
      status === OrderStatus.Unclaimed ? null : { user: pick(chefs, random), expiry: at + 60_000 };
    const prepared = status === OrderStatus.Preparing || status === OrderStatus.PendingDelivery;
    const order = buildOrder({
      customer,
      orderID: freshOrderId((id) => ids.has(id), random),
      ...randomOrderContent(
        random,
        customers.filter((u) => u._id !== customer._id),
      ),
      status,
      claimedBy,
      priority: random() < 0.1,
      sentAt,
      images: prepared ? [pick(FOOD_IMAGES, random)] : [],
      prepareExpiry:
        status === OrderStatus.Preparing
          ? at + 10_000 + Math.floor(random() * 160_000)
          : prepared
            ? at - 30_000
            : null,
      deliveryAssignedTo:
        status === OrderStatus.PendingDelivery && random() < 0.5
          ? { userID: pick(couriers, random), expiry: at + 120_000 }
          : null,
    });
    ids.add(order.orderID);
    return order;
  });
  return orders.reverse();
}

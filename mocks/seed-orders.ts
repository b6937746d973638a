/**
 * Seed data of the kitchen: a dozen active orders in every status, the delivery queue, the order history
 * (backlog) with customer feedback, and both kinds of order reports. Times are relative to `now`.
 *
 * What the personas find (see `personas.ts`):
 * - the customer has an Unclaimed priority order and one being prepared; the chef and the manager each have an
 *   Unclaimed order of their OWN (so "You cannot claim your own order" can be shown);
 * - the chef holds no claim, so they can claim; Nora (not a persona) holds one claim;
 * - the courier is assigned one order ready for delivery; another is assigned to Lou (not a persona);
 * - two Preparing orders finish 100 s and 150 s from now and go to the two couriers waiting in the queue;
 * - the manager has Delivered orders from the last 30 minutes to report (one is already reported by them), a
 *   deleted one, and the history of every persona has entries with feedback and tips.
 */
import { OrderStatus } from '@lib/schemas/order';
import { CAST as ids } from './cast';
import { objectId } from './ids';
import { buildOrder, FOOD_IMAGES, fromGuildAt as guild, mentionOf } from './order-factory';
import type {
  BacklogDoc,
  BacklogTypeValue,
  DelivererReportDoc,
  OrderDoc,
  QueueEntryDoc,
  UserDoc,
  UserOrderReportDoc,
} from './types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Claims last 4 minutes (docs/product/orders.md#claiming). */
const CLAIM_MS = 4 * MINUTE;

const image = (index: number) => FOOD_IMAGES[index % FOOD_IMAGES.length] as string;

export function seedOrders(now: number, users: readonly UserDoc[]): OrderDoc[] {
  const userOf = (id: string): UserDoc => {
    const user = users.find((u) => u._id === id);
    if (!user) throw new Error(`seedOrders: no seeded user ${id}`);
    return user;
  };
  const ago = (ms: number) => now - ms;
  /** A chef's claim made `msAgo`; for prepared orders it has long expired, which is what the core leaves. */
  const claim = (user: string, msAgo: number) => ({ user, expiry: now - msAgo + CLAIM_MS });

  return [
    // --- Unclaimed ----------------------------------------------------------------------------------------
    buildOrder({
      orderID: 'Qx7pLm',
      customer: userOf(ids.customer),
      order: 'A tall stack of blueberry pancakes with maple syrup and a side of crispy bacon',
      priority: true,
      sentAt: ago(3 * MINUTE),
      ...guild(0),
    }),
    buildOrder({
      orderID: 'Wf3kTz',
      customer: userOf(ids.wes),
      order: 'Belgian waffles with fried chicken and hot sauce',
      priority: true,
      sentAt: ago(7 * MINUTE),
      ...guild(1),
    }),
    buildOrder({
      orderID: 'Sm8dGr',
      customer: userOf(ids.chef),
      order: 'Double smash burger, extra pickles, no onions, with sweet potato fries',
      sentAt: ago(5 * MINUTE),
      ...guild(2),
    }),
    buildOrder({
      orderID: 'Rn4eYb',
      customer: userOf(ids.rae),
      order: 'Spicy miso ramen with a soft-boiled egg and extra chashu',
      sentAt: ago(12 * MINUTE),
      ...guild(4),
    }),
    buildOrder({
      orderID: 'Cp2vHs',
      customer: userOf(ids.chloe),
      order: 'Pizza night for the three of us: two large pizzas, half pepperoni, half veggie',
      orderUserMentions: [mentionOf(userOf(ids.rae)), mentionOf(userOf(ids.wes))],
      sentAt: ago(1 * MINUTE),
      ...guild(1),
    }),
    buildOrder({
      orderID: 'Mq6aLw',
      customer: userOf(ids.manager),
      order: 'Sushi platter: 8 salmon nigiri, 6 California rolls and miso soup',
      sentAt: ago(8 * MINUTE),
      ...guild(3),
    }),
    buildOrder({
      orderID: 'Dk9uJe',
      customer: userOf(ids.dumpling),
      order: 'A bowl of tonkotsu ramen and six pork gyoza',
      sentAt: ago(16 * MINUTE),
      ...guild(0),
    }),

    // --- Claimed by Nora (not a persona) ------------------------------------------------------------------
    buildOrder({
      orderID: 'Ty5nBc',
      customer: userOf(ids.sol),
      order: 'Mango sticky rice and a Thai iced tea',
      status: OrderStatus.Claimed,
      claimedBy: claim(ids.nora, 90 * SECOND),
      sentAt: ago(9 * MINUTE),
      ...guild(2),
    }),

    // --- Preparing, finishing 100 s and 150 s from now ------------------------------------------------------
    buildOrder({
      orderID: 'Pb7xQa',
      customer: userOf(ids.customer),
      order: 'Nutella crêpes with strawberries and whipped cream',
      status: OrderStatus.Preparing,
      claimedBy: claim(ids.basil, 2 * MINUTE),
      images: [image(0), image(8)],
      chefNote: 'Extra strawberries on the house. Bon appétit!',
      prepareExpiry: now + 100 * SECOND,
      sentAt: ago(14 * MINUTE),
      ...guild(0),
    }),
    buildOrder({
      orderID: 'Gv1cKd',
      customer: userOf(ids.chloe),
      order: 'Chicken tikka masala with garlic naan and a mango lassi',
      status: OrderStatus.Preparing,
      claimedBy: claim(ids.kofi, 1 * MINUTE),
      images: [image(4)],
      prepareExpiry: now + 150 * SECOND,
      sentAt: ago(18 * MINUTE),
      ...guild(3),
    }),

    // --- Ready for delivery ---------------------------------------------------------------------------------
    buildOrder({
      orderID: 'Lh3zRf',
      customer: userOf(ids.rae),
      order: 'Pad thai with shrimp, extra peanuts, medium spicy',
      status: OrderStatus.PendingDelivery,
      claimedBy: claim(ids.greta, 8 * MINUTE),
      images: [image(7), image(2)],
      chefNote: 'Medium spicy as asked, chili flakes on the side.',
      prepareExpiry: ago(2 * MINUTE),
      deliveryAssignedTo: { userID: ids.courier, expiry: now + 3 * MINUTE },
      sentAt: ago(20 * MINUTE),
      ...guild(4),
    }),
    buildOrder({
      orderID: 'Jw8sNp',
      customer: userOf(ids.wes),
      order: 'Fish and chips with mushy peas and tartare sauce',
      status: OrderStatus.PendingDelivery,
      claimedBy: claim(ids.nora, 9 * MINUTE),
      images: [image(9)],
      prepareExpiry: ago(1 * MINUTE),
      deliveryAssignedTo: { userID: ids.lou, expiry: now + 2 * MINUTE },
      sentAt: ago(19 * MINUTE),
      ...guild(1),
    }),
  ];
}

/** Two couriers (not personas) waiting; they get the two Preparing orders when those finish. */
export function seedDeliveryQueue(now: number): QueueEntryDoc[] {
  return [
    { _id: ids.turbo, userID: ids.turbo, joinedAt: now - 3 * MINUTE },
    { _id: ids.felix, userID: ids.felix, joinedAt: now - 1 * MINUTE },
  ];
}

type EntrySeed = Omit<BacklogDoc, '_id' | 'reason' | 'reportReason' | 'images' | 'chefNote'> &
  Partial<Pick<BacklogDoc, 'reason' | 'reportReason' | 'images' | 'chefNote'>>;

const entry = (fields: EntrySeed): BacklogDoc => ({
  _id: objectId(fields.addedAt, `backlog/${fields.orderID}`),
  reason: null,
  reportReason: null,
  images: [],
  chefNote: null,
  ...fields,
});

const delivered = (fields: Omit<EntrySeed, 'type'>) =>
  entry({ type: 1 satisfies BacklogTypeValue, ...fields });

/** Order history, newest first. */
export function seedBacklog(now: number): BacklogDoc[] {
  const ago = (ms: number) => now - ms;
  return [
    // The manager's: two Delivered in the last 30 minutes (reportable), one older and already reported by
    // them, and a deleted one.
    delivered({
      orderID: 'Mg4hTq',
      chef: ids.chef,
      deliveredBy: ids.courier,
      orderedBy: ids.manager,
      userOrder: 'Butter chicken, jeera rice and two garlic naans',
      images: [image(4)],
      chefNote: 'Naans brushed with garlic butter.',
      addedAt: ago(6 * MINUTE),
    }),
    delivered({
      orderID: 'Mz7pWe',
      chef: ids.nora,
      deliveredBy: ids.lou,
      orderedBy: ids.manager,
      userOrder: 'Hot chocolate with marshmallows and a warm cinnamon roll',
      images: [image(10)],
      addedAt: ago(22 * MINUTE),
    }),
    delivered({
      orderID: 'Kp3mXa',
      chef: ids.chef,
      deliveredBy: ids.courier,
      orderedBy: ids.customer,
      userOrder: 'Eggs Benedict with smoked salmon and a flat white',
      images: [image(0), image(1)],
      chefNote: 'Hollandaise made fresh this morning.',
      orderFeedback: {
        feedbackMessage: 'Perfect eggs, and the delivery message made me laugh!',
        tip: { chef: 30, delivery: 20 },
        sentAt: ago(20 * MINUTE),
      },
      addedAt: ago(25 * MINUTE),
    }),
    delivered({
      orderID: 'So6fYh',
      chef: ids.kofi,
      deliveredBy: ids.turbo,
      orderedBy: ids.sol,
      userOrder: 'Açaí bowl with granola, banana and a drizzle of honey',
      images: [image(6)],
      addedAt: ago(28 * MINUTE),
    }),
    delivered({
      orderID: 'Mr2kDs',
      chef: ids.basil,
      deliveredBy: ids.courier,
      orderedBy: ids.manager,
      userOrder: 'Spaghetti carbonara with extra parmesan',
      images: [image(3)],
      orderFeedback: { feedbackMessage: 'Tasty, but was this really carbonara?', sentAt: ago(110 * MINUTE) },
      addedAt: ago(2 * HOUR),
    }),
    delivered({
      orderID: 'Wb5gUe',
      chef: ids.chef,
      deliveredBy: ids.courier,
      orderedBy: ids.wes,
      userOrder: 'Belgian waffles with strawberries and a vanilla milkshake',
      images: [image(0)],
      chefNote: 'Crispy outside, fluffy inside.',
      orderFeedback: {
        feedbackMessage: 'Fastest waffles in the west.',
        tip: { chef: 100, delivery: 40 },
        sentAt: ago(3 * HOUR),
      },
      addedAt: ago(4 * HOUR),
    }),
    delivered({
      orderID: 'Ch8sTa',
      chef: ids.basil,
      deliveredBy: ids.courier,
      orderedBy: ids.chloe,
      userOrder: 'Nutella crêpes with bananas',
      images: [image(8)],
      orderFeedback: { tip: { delivery: 75 }, sentAt: ago(5 * HOUR) },
      addedAt: ago(5 * HOUR),
    }),
    delivered({
      orderID: 'Kt8wQz',
      chef: ids.kofi,
      deliveredBy: ids.turbo,
      orderedBy: ids.customer,
      userOrder: 'Beef pho with extra basil and bean sprouts',
      images: [image(2)],
      orderFeedback: { feedbackMessage: 'Arrived a bit late but still warm.', sentAt: ago(23 * HOUR) },
      addedAt: ago(1 * DAY),
    }),
    entry({
      orderID: 'Dm2xPo',
      type: 0,
      chef: ids.chef,
      deliveredBy: null,
      orderedBy: ids.dumpling,
      userOrder: 'A brand new sports car, extra shiny',
      reason: 'Not food: we only serve food and drinks.',
      addedAt: ago(1 * DAY + 2 * HOUR),
    }),
    delivered({
      orderID: 'Rb4nMk',
      chef: ids.chef,
      deliveredBy: ids.lou,
      orderedBy: ids.rae,
      userOrder: 'Bibimbap with a fried egg and extra gochujang',
      images: [image(5)],
      chefNote: 'Extra gochujang in the little pot.',
      orderFeedback: { feedbackMessage: 'Loved the note from the chef!', sentAt: ago(2 * DAY) },
      addedAt: ago(2 * DAY),
    }),
    delivered({
      orderID: 'Ro7cWv',
      chef: ids.nora,
      deliveredBy: ids.turbo,
      orderedBy: ids.courier,
      userOrder: 'Pad thai with tofu, no peanuts',
      images: [image(7)],
      orderFeedback: { feedbackMessage: 'Great to be on the other side for once.', tip: { chef: 15 } },
      addedAt: ago(2 * DAY + 5 * HOUR),
    }),
    entry({
      orderID: 'Mb9cVn',
      type: 0,
      chef: ids.greta,
      deliveredBy: null,
      orderedBy: ids.manager,
      userOrder: 'Sushi platter: 8 salmon nigiri and miso soup',
      reason: 'Duplicate order, the customer sent it twice.',
      addedAt: ago(3 * DAY),
    }),
    entry({
      orderID: 'Kc5rLp',
      type: 2,
      chef: null,
      deliveredBy: null,
      orderedBy: ids.customer,
      userOrder: 'Strawberry milkshake and a basket of onion rings',
      reason: '[ORDER WAS CANCELLED BY USER]',
      addedAt: ago(3 * DAY + 4 * HOUR),
    }),
    delivered({
      orderID: 'Ad3qZx',
      chef: ids.chef,
      deliveredBy: ids.courier,
      orderedBy: ids.admin,
      userOrder: 'Jollof rice with fried plantains and grilled chicken',
      images: [image(1), image(4)],
      chefNote: 'Party jollof, smoky bottom included.',
      orderFeedback: {
        feedbackMessage: 'Tastes like home. Thank you both!',
        tip: { chef: 250, delivery: 250 },
        sentAt: ago(3 * DAY),
      },
      addedAt: ago(3 * DAY + 6 * HOUR),
    }),
    entry({
      orderID: 'Kd1nVb',
      type: 3,
      chef: ids.nora,
      deliveredBy: ids.courier,
      orderedBy: ids.customer,
      userOrder: 'A plate of rocks with a side of gravel',
      reportReason: 'Troll order: not food.',
      images: [image(5)],
      addedAt: ago(5 * DAY),
    }),
    delivered({
      orderID: 'Cs2hLe',
      chef: ids.basil,
      deliveredBy: ids.lou,
      orderedBy: ids.chef,
      userOrder: 'Greek gyro plate with tzatziki, fries and a side salad',
      images: [image(3)],
      addedAt: ago(6 * DAY),
    }),
    entry({
      orderID: 'Bn0tRx',
      type: 3,
      chef: ids.kofi,
      deliveredBy: ids.lou,
      orderedBy: ids.ben,
      userOrder: 'Something disgusting, surprise me',
      reportReason: 'Inappropriate order text.',
      images: [image(6)],
      addedAt: ago(40 * DAY),
    }),
  ];
}

/** Feedback-beta reports (store 1): one by the manager on their older delivered order. */
export function seedUserOrderReports(now: number): UserOrderReportDoc[] {
  const report = (
    at: number,
    fields: Omit<UserOrderReportDoc, '_id' | 'reportedAt'>,
  ): UserOrderReportDoc => ({
    _id: `${at}_${fields.orderID.charCodeAt(0) * 331}`,
    reportedAt: at,
    ...fields,
  });
  return [
    report(now - 90 * MINUTE, {
      orderID: 'Mr2kDs',
      reportReason: 'Wrong order',
      notes: 'I ordered carbonara but the picture shows a bolognese.',
      reportedBy: ids.manager,
    }),
    report(now - 20 * HOUR, {
      orderID: 'Kt8wQz',
      reportReason: 'Late delivery',
      notes: 'Took over 40 minutes to arrive.',
      reportedBy: ids.customer,
    }),
    report(now - 2 * DAY, {
      orderID: 'Rb4nMk',
      reportReason: 'Missing item',
      notes: '',
      reportedBy: ids.rae,
    }),
  ];
}

/** Deliverers' reports (store 2), one per reported (type 3) backlog entry. */
export function seedDelivererReports(): DelivererReportDoc[] {
  return [
    { _id: 'Kd1nVb', reason: 'Troll order: not food.' },
    { _id: 'Bn0tRx', reason: 'Inappropriate order text.' },
  ];
}

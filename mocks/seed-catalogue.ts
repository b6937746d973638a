/**
 * Seed data of the kitchen's references: the food lookup (what chefs may prepare) and the premade delivery
 * messages. Nothing here is time-relative, so ids, slugs and dates are the same after every reset.
 */
import { CAST } from './cast';
import { internalSnowflake, objectId } from './ids';
import { uniqueSlug } from './slug';
import type { DeliveryMessageDoc, FoodLookupDoc } from './types';

type LookupSeed = [food: string, description: string, preparable: boolean, chefDiscretion?: boolean];

const LOOKUP: readonly LookupSeed[] = [
  ['Pancakes', 'Fluffy griddle cakes. Any toppings are fine.', true],
  ['Waffles', 'Belgian or American style, sweet or savoury.', true],
  ['Burger', 'Beef, chicken, fish or plant-based patties are all fine.', true],
  ['Pizza', 'Any size and any toppings.', true],
  ['Pineapple pizza', 'Divisive, but allowed. No arguing with the customer.', true],
  ['Ramen', 'Any broth: tonkotsu, shoyu, miso, shio.', true],
  ['Sushi', 'Nigiri, maki, sashimi and platters.', true],
  ['Fugu', 'Pufferfish is poisonous unless a licensed chef prepares it. Decline the order.', false],
  [
    'Steak tartare',
    'Raw beef dish; fine for adults, use your judgement on the server it comes from.',
    true,
    true,
  ],
  ['Raw chicken', 'Never served raw. Offer a cooked chicken dish instead.', false],
  ['Tacos', 'Soft or hard shell, any filling.', true],
  ['Curry', 'Any regional style; ask about the spice level in the note.', true],
  ['Pad thai', 'Rice noodles with tamarind; peanuts optional.', true],
  ['Pho', 'Vietnamese noodle soup, beef or chicken.', true],
  ['Dumplings', 'Gyoza, momos, xiaolongbao, pierogi…', true],
  ['Birthday cake', 'Any flavour. A candle emoji in the note is a nice touch.', true],
  ['Ice cream', 'Any flavour, cone or cup.', true],
  ['Milkshake', 'Any flavour, whipped cream optional.', true],
  ['Salad', 'Any salad, dressing on the side if asked.', true],
  ['Soup', 'Any soup or stew.', true],
  ['Sandwich', 'Any bread, any filling.', true],
  ['Fries', 'French fries, wedges, sweet potato fries.', true],
  ['Candy', 'Sweets, chocolate bars, lollipops.', true],
  ['Edible glitter', 'Fine as decoration only, never as a meal.', true, true],
  ['Cricket tacos', 'Insects are real food in many cuisines. Prepare if the order is sincere.', true, true],
  ['Ghost pepper wings', 'Extremely spicy. Fine, but add a warning in the chef note.', true, true],
  ['Pet food', 'Only when the order is clearly for a pet.', true, true],
  ['Coffee', 'Espresso drinks, filter, cold brew.', true],
  ['Tea', 'Hot or iced, any variety.', true],
  ['Bubble tea', 'Milk or fruit tea with tapioca pearls or jelly.', true],
  ['Energy drink', 'Allowed, one per order.', true],
  ['Smoothie', 'Any fruit or vegetable blend.', true],
  ['Water', 'Still or sparkling.', true],
  ['Kombucha', 'Contains trace alcohol; fine unless the server is for minors.', true, true],
  ['Mocktail', 'Alcohol-free cocktails only.', true, true],
  ['Beer', 'Alcohol is not served. Offer a root beer instead.', false],
  ['Wine', 'Alcohol is not served. Offer grape juice instead.', false],
  ['Cannabis edibles', 'Not served.', false],
  ['Medicine', 'We are a diner, not a pharmacy. Decline the order.', false],
  ['Non-food items', 'Rocks, cars, phones and other things that are not food: decline the order.', false],
];

/** The food lookup, added over 2023–2024 by the head chef and the admins. */
export function seedFoodLookup(): FoodLookupDoc[] {
  const start = Date.UTC(2023, 2, 1, 12);
  const addedBy = [CAST.basil, CAST.greta, CAST.admin];
  return LOOKUP.map(([food, description, preparable, chefDiscretion = false], index) => {
    const addedAt = start + index * 11 * 24 * 3600_000;
    return {
      _id: objectId(addedAt, `lookup/${food}`),
      id: internalSnowflake(addedAt, index),
      food,
      description,
      preparable,
      chefDiscretion,
      addedBy: addedBy[index % addedBy.length] ?? null,
      addedAt,
    };
  });
}

type MessageSeed = Pick<DeliveryMessageDoc, 'title' | 'message' | 'createdBy'> & {
  createdAt: string;
  lastUpdatedAt?: string;
};

const MESSAGES: readonly MessageSeed[] = [
  {
    title: 'Classic Hot & Fresh',
    message:
      'Hey {user.mention}! Your `{order}` is here, hot and fresh from the Virtual Diner kitchen. Enjoy every bite!\n\n{order.images}',
    createdBy: CAST.courier,
    createdAt: '2024-02-10T18:20:00Z',
  },
  {
    title: 'Short & sweet',
    message: '{user.mention} here is your `{order}`. Enjoy! {order.images}',
    createdBy: CAST.basil,
    createdAt: '2024-02-14T09:05:00Z',
    lastUpdatedAt: '2024-03-01T10:00:00Z',
  },
  {
    title: 'Birthday delivery 🎂',
    message:
      'Happy birthday, {user.mention}! 🎉 The whole kitchen sang while we made your `{order}`. Have the best day!\n\n{order.images}',
    createdBy: CAST.admin,
    createdAt: '2024-03-22T15:45:00Z',
  },
  {
    title: 'Night owl special',
    message:
      'Still up, {user.username}? So are we. Your late-night `{order}` (order {order.id}) is served. Sleep well afterwards!\n\n{order.images}',
    createdBy: CAST.courier,
    createdAt: '2024-04-02T23:40:00Z',
  },
  {
    title: 'Pirate ahoy!',
    message:
      "Ahoy, {user.mention}! Cap'n {deliverer.username} sailed the seven seas to bring ye this `{order}`. Arrr!\n\n{order.images}",
    createdBy: CAST.lou,
    createdAt: '2024-05-19T12:00:00Z',
  },
  {
    title: 'Royal butler',
    message:
      'Your Highness {user.mention}, your `{order}` has arrived. It was my honour to serve. Yours faithfully, {deliverer.mention}.\n\n{order.images}',
    createdBy: CAST.manager,
    createdAt: '2024-06-07T08:30:00Z',
  },
  {
    title: 'Royal Butler',
    message:
      'Presenting to {user.mention}, by appointment of the Virtual Diner kitchen: one `{order}`. Do enjoy.\n\n{order.images}',
    createdBy: CAST.admin,
    createdAt: '2024-06-09T19:10:00Z',
  },
  {
    title: 'C# developer fuel',
    message:
      'Compiling… done! {user.mention}, your `{order}` built with 0 warnings. Happy coding!\n\n{order.images}',
    createdBy: CAST.chef,
    createdAt: '2024-08-30T16:00:00Z',
  },
  {
    title: 'Come say hi',
    message:
      'Here is your `{order}`, {user.mention}! Come hang out with the kitchen crew: {guild.invite}\n\n{order.images}',
    createdBy: CAST.greta,
    createdAt: '2024-10-12T13:25:00Z',
  },
];

/** Premade messages; slugs come from the titles (the two "Royal butler" titles give `royal-butler-1`). */
export function seedDeliveryMessages(): DeliveryMessageDoc[] {
  const docs: DeliveryMessageDoc[] = [];
  MESSAGES.forEach(({ createdAt, lastUpdatedAt, ...fields }, index) => {
    const created = Date.parse(createdAt);
    docs.push({
      _id: `${created}_${(index + 1) * 7919}`,
      slug: uniqueSlug(fields.title, (slug) => docs.some((d) => d.slug === slug)),
      createdAt: created,
      lastUpdatedAt: lastUpdatedAt ? Date.parse(lastUpdatedAt) : null,
      ...fields,
    });
  });
  return docs;
}

/**
 * Seed data for careers and justice (docs/product/recruitment-and-appeals.md): recruitment forms in every
 * state a visitor can meet (open, closed by date, not yet open, one per frequency), applications in every
 * status, and the blacklists appeals and applications check.
 *
 * What the customer persona meets on `/recruitment`: Delivery Driver open; Chef closed by its monthly frequency
 * (an application on hold, 10 days old); Kitchen Trainee closed because one application is all it takes (denied,
 * 40 days old); Community Moderator not open yet; Summer Event Crew closed.
 */

import { USER_IDS } from './cast';
import { PERSONAS } from './personas';
import type {
  AppealDoc,
  BlacklistDoc,
  GuildBanDoc,
  GuildDoc,
  OnLeaveDoc,
  RecruitmentApplicationDoc,
  RecruitmentFormDoc,
  RecruitmentQuestion,
} from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Rank ids as in `seed.ts` (repeated to keep this module free of the seed's import). */
const RANK = {
  manager: '5602516402176001027',
  headChef: '5603241177907201028',
  chef: '5603241177907201029',
  deliveryDriver: '5603241177907201030',
  trainee: '5679342629683201031',
} as const;

export const FORM_IDS = {
  deliveryDriver: '5980000000000001001',
  chef: '5980000000000001002',
  trainee: '5980000000000001003',
  moderator: '5980000000000001004',
  summerCrew: '5980000000000001005',
} as const;

const question = (
  key: string,
  label: string,
  fields: Partial<RecruitmentQuestion> = {},
): RecruitmentQuestion => ({
  key,
  name: key,
  label,
  type: 'input',
  placeholderText: '',
  required: true,
  message: '',
  ...fields,
});

const ABOUT = question('about', 'Tell us about yourself', {
  type: 'textarea',
  placeholderText: 'Who you are, where you are from, what you like to cook or eat…',
});
const TIMEZONE = question('timezone', 'Your time zone', { placeholderText: 'e.g. Europe/Dublin (UTC+0)' });
const HOURS = question('hours', 'How many hours a week can you give us?', { placeholderText: 'e.g. 5' });

const MESSAGES: Pick<RecruitmentFormDoc, 'discordLog' | 'discordMessages'> = {
  discordLog: {
    channelID: '779912345678901234',
    applicationReceivedMessage: {
      channelMessage: '{user.mention} sent an application.',
      userMessage: 'Thanks {user.username}, we received your application.',
    },
    applicationAcceptedMessage: {
      channelMessage: '{staff.mention} accepted {user.mention}.',
      userMessage: 'Welcome aboard, {user.username}! {reason}',
    },
    applicationDeniedMessage: { userMessage: 'Sorry {user.username}, not this time: {reason}' },
  },
  discordMessages: [],
};

export function seedRecruitmentForms(now: number): RecruitmentFormDoc[] {
  const form = (fields: Omit<RecruitmentFormDoc, 'discordLog' | 'discordMessages'>): RecruitmentFormDoc => ({
    ...MESSAGES,
    ...structuredClone(fields),
  });
  return [
    form({
      _id: FORM_IDS.deliveryDriver,
      name: 'Delivery Driver',
      descriptions: {
        short: 'Deliver prepared orders to the servers that ordered them.',
        detailed:
          'Delivery drivers join the delivery queue, pick up prepared orders and deliver them with a friendly message. ' +
          'You will be trained by a senior driver during your first week.',
      },
      requirements: 'Be in our Discord server, be at least 13, and be around a few hours a week.',
      ranks: [RANK.deliveryDriver],
      manageableRanks: [RANK.manager],
      questions: [
        ABOUT,
        TIMEZONE,
        HOURS,
        question('why', 'Why do you want to deliver for Virtual Diner?', { type: 'textarea' }),
        question('referral', 'Who told you about us?', { required: false, placeholderText: 'Optional' }),
      ],
      options: {
        minimumAge: 13,
        requiresDiscordServer: true,
        allowMultipleApplications: true,
        applicationSubmissionFrequency: 'weekly',
      },
      opensAt: now - 20 * DAY,
      closesAt: now + 12 * DAY,
      createdAt: now - 21 * DAY,
    }),
    form({
      _id: FORM_IDS.chef,
      name: 'Chef',
      descriptions: {
        short: 'Claim and prepare orders in the kitchen.',
        detailed: 'Chefs claim orders, find the perfect picture for each and keep the queue moving.',
      },
      requirements: 'Be in our Discord server and know your way around the food lookup.',
      ranks: [RANK.chef],
      manageableRanks: [RANK.headChef],
      questions: [
        ABOUT,
        TIMEZONE,
        question('signature', 'What would your signature dish be?', {
          placeholderText: 'e.g. Smash burgers',
        }),
      ],
      options: {
        requiresDiscordServer: true,
        allowMultipleApplications: true,
        applicationSubmissionFrequency: 'monthly',
      },
      opensAt: null,
      closesAt: null,
      createdAt: now - 200 * DAY,
    }),
    form({
      _id: FORM_IDS.trainee,
      name: 'Kitchen Trainee',
      descriptions: {
        short: 'Learn the ropes before you become a chef.',
        detailed: 'Trainees shadow a chef and prepare simple orders. One application per person.',
      },
      requirements: 'None: everyone starts somewhere.',
      ranks: [RANK.trainee],
      manageableRanks: [RANK.headChef, RANK.manager],
      questions: [ABOUT, HOURS],
      options: { allowMultipleApplications: false, applicationSubmissionFrequency: null },
      opensAt: null,
      closesAt: null,
      createdAt: now - 300 * DAY,
    }),
    form({
      _id: FORM_IDS.moderator,
      name: 'Community Moderator',
      descriptions: { short: 'Keep the community server friendly.' },
      requirements: 'At least 16, and a member of our Discord server for a month.',
      ranks: [],
      manageableRanks: [RANK.manager],
      questions: [
        ABOUT,
        question('experience', 'Have you moderated a community before?', { type: 'textarea' }),
      ],
      options: { minimumAge: 16, discordAccountAge: 30, requiresDiscordServer: true },
      opensAt: now + 5 * DAY,
      closesAt: now + 35 * DAY,
      createdAt: now - 2 * DAY,
    }),
    form({
      _id: FORM_IDS.summerCrew,
      name: 'Summer Event Crew',
      descriptions: { short: 'Help run the summer cook-off.' },
      requirements: '',
      ranks: [],
      manageableRanks: [RANK.manager],
      questions: [ABOUT],
      options: { allowMultipleApplications: false },
      opensAt: now - 150 * DAY,
      closesAt: now - 100 * DAY,
      createdAt: now - 151 * DAY,
    }),
  ];
}

export const APPLICATION_IDS = {
  customerChef: '5990000000000002001',
  customerTrainee: '5990000000000002002',
  wesDriver: '5990000000000002003',
  raeDriver: '5990000000000002004',
  chloeChef: '5990000000000002005',
  dumplingTrainee: '5990000000000002006',
  solDriver: '5990000000000002007',
  wesTrainee: '5990000000000002008',
} as const;

const answers = (entries: Record<string, string>) =>
  Object.entries(entries).map(([key, value]) => ({ key, value }));

export function seedRecruitmentApplications(now: number): RecruitmentApplicationDoc[] {
  return [
    {
      _id: APPLICATION_IDS.customerChef,
      formID: FORM_IDS.chef,
      userID: PERSONAS.customer.userId,
      responses: answers({
        about: 'I order breakfast at every hour of the day, so I know what a good pancake looks like.',
        timezone: 'Europe/Dublin (UTC+0)',
        signature: 'Blueberry pancakes with maple butter',
      }),
      status: 1,
      reason: 'We are full this month; we will look again at the start of the next one.',
      staffNotes: 'Promising. Revisit when the kitchen has room.',
      staffMember: USER_IDS.basil,
      sentAt: now - 10 * DAY,
    },
    {
      _id: APPLICATION_IDS.customerTrainee,
      formID: FORM_IDS.trainee,
      userID: PERSONAS.customer.userId,
      responses: answers({ about: 'Hi! I would love to learn.', hours: '2' }),
      status: 3,
      reason: 'Two hours a week is a little short for the training. Try the Delivery Driver form instead!',
      staffNotes: 'Nice, but not enough time.',
      staffMember: USER_IDS.priya,
      sentAt: now - 40 * DAY,
    },
    {
      _id: APPLICATION_IDS.wesDriver,
      formID: FORM_IDS.deliveryDriver,
      userID: USER_IDS.wes,
      responses: answers({
        about: 'Night owl, fast typist, big fan of the bot.',
        timezone: 'America/New_York (UTC-5)',
        hours: '10',
        why: 'I deliver pizzas in real life, so why not virtual ones?',
      }),
      status: 0,
      reason: null,
      sentAt: now - 2 * DAY,
    },
    {
      _id: APPLICATION_IDS.raeDriver,
      formID: FORM_IDS.deliveryDriver,
      userID: USER_IDS.rae,
      responses: answers({
        about: 'Student, lots of free evenings.',
        timezone: 'Europe/Berlin (UTC+1)',
        hours: '6',
        why: 'The delivery messages are the best part of the bot.',
        referral: 'Rosa Rapid',
      }),
      status: 1,
      reason: 'Waiting for a trainer to be free.',
      staffNotes: 'Good answers. Pair with Rosa when she is back.',
      staffMember: PERSONAS.manager.userId,
      sentAt: now - 6 * DAY,
    },
    {
      _id: APPLICATION_IDS.chloeChef,
      formID: FORM_IDS.chef,
      userID: USER_IDS.chloe,
      responses: answers({
        about: 'I run a small baking channel.',
        timezone: 'Australia/Sydney (UTC+11)',
        signature: 'Lamingtons',
      }),
      status: 0,
      reason: null,
      sentAt: now - 1 * DAY,
    },
    {
      _id: APPLICATION_IDS.dumplingTrainee,
      formID: FORM_IDS.trainee,
      userID: USER_IDS.dumpling,
      responses: answers({ about: 'Dumplings are life.', hours: '8' }),
      status: 2,
      reason: 'Welcome to the kitchen!',
      staffNotes: 'Start on the morning shift.',
      staffMember: USER_IDS.basil,
      sentAt: now - 60 * DAY,
    },
    {
      _id: APPLICATION_IDS.solDriver,
      formID: FORM_IDS.deliveryDriver,
      userID: USER_IDS.sol,
      responses: answers({
        about: 'I like to help.',
        timezone: 'UTC',
        hours: '3',
        why: 'To make up for the spam, honestly.',
      }),
      status: 3,
      reason: 'A recent ban for spamming the order channel.',
      staffNotes: 'Maybe in a few months.',
      staffMember: PERSONAS.manager.userId,
      sentAt: now - 15 * DAY,
    },
    {
      _id: APPLICATION_IDS.wesTrainee,
      formID: FORM_IDS.trainee,
      userID: USER_IDS.wes,
      responses: answers({ about: 'Back again, this time for the kitchen.', hours: '10' }),
      status: 0,
      reason: null,
      sentAt: now - 3 * HOUR,
    },
  ];
}

/** The server blacklisted here; its owner is the customer persona (a server-blacklist appeal in the demo). */
export const BLACKLISTED_SERVER_ID = '883920157482917889';

/** Other Discord servers of the appeals: blacklisted and owned by others, or blacklisted and gone from Discord. */
export const SERVER_IDS = {
  dumplingHouse: '901234567890123456',
  toastTown: '912345678901234567',
  /** Blacklisted, but Discord no longer knows it (`server_not_found`). */
  vanished: '923456789012345678',
} as const;

export function seedBlacklists(now: number): BlacklistDoc[] {
  return [
    {
      _id: USER_IDS.sol,
      type: 'user',
      reason: 'Ordering the same troll order in twelve servers.',
      blacklistedBy: USER_IDS.greta,
      blacklistedAt: now - 9 * DAY,
      auto: false,
    },
    {
      _id: BLACKLISTED_SERVER_ID,
      type: 'server',
      reason: 'Orders used to spam other servers.',
      blacklistedBy: PERSONAS.manager.userId,
      blacklistedAt: now - 4 * DAY,
      auto: false,
    },
    {
      _id: SERVER_IDS.dumplingHouse,
      type: 'server',
      reason: 'Ordering on behalf of a raid.',
      blacklistedBy: USER_IDS.priya,
      blacklistedAt: now - 12 * DAY,
      auto: false,
    },
    {
      _id: SERVER_IDS.toastTown,
      type: 'server',
      reason: 'Automatic: 50 orders in a minute.',
      blacklistedBy: null,
      blacklistedAt: now - 30 * DAY,
      auto: true,
    },
    {
      _id: SERVER_IDS.vanished,
      type: 'server',
      reason: 'Spam.',
      blacklistedBy: USER_IDS.greta,
      blacklistedAt: now - 200 * DAY,
      auto: false,
    },
  ];
}

/** Servers the fake Discord knows, with their owners. */
export function seedGuilds(): GuildDoc[] {
  return [
    { _id: BLACKLISTED_SERVER_ID, name: 'Pancake Palace', ownerID: PERSONAS.customer.userId },
    { _id: SERVER_IDS.dumplingHouse, name: 'Dumpling House', ownerID: USER_IDS.dumpling },
    { _id: SERVER_IDS.toastTown, name: 'Toast Town', ownerID: USER_IDS.ben },
  ];
}

/** Bans from the community's Discord server. */
export function seedGuildBans(): GuildBanDoc[] {
  return [{ _id: USER_IDS.ben, reason: 'Raiding the community server with alt accounts.' }];
}

export const APPEAL_IDS = {
  solBlacklist: '1763500000000_10001',
  benBan: '1763500000000_10002',
  customerOld: '1763500000000_10003',
  dumplingServer: '1763500000000_10004',
  wesBan: '1763500000000_10005',
} as const;

export function seedAppeals(now: number): AppealDoc[] {
  return [
    {
      _id: APPEAL_IDS.solBlacklist,
      userID: USER_IDS.sol,
      serverID: null,
      userAppeal:
        'I am sorry for the troll orders. It was a dare from friends and I know it wasted the kitchen’s time. ' +
        'I will only order for myself from now on.',
      status: 0,
      type: 2,
      punishmentInfo: {
        punishmentID: null,
        issuedBy: USER_IDS.greta,
        reason: 'Ordering the same troll order in twelve servers.',
        issuedAt: now - 9 * DAY,
      },
      sentAt: now - 2 * DAY,
      votes: [
        { userID: USER_IDS.greta, upvoted: true, note: 'Sounds sincere; first offence.' },
        { userID: USER_IDS.priya, upvoted: false, note: 'Twelve servers is a lot. Wait a month.' },
      ],
    },
    {
      _id: APPEAL_IDS.benBan,
      userID: USER_IDS.ben,
      serverID: null,
      userAppeal: 'That was my little brother on my account. Please let me back in.',
      status: 0,
      type: 1,
      punishmentInfo: {
        punishmentID: null,
        issuedBy: null,
        reason: 'Raiding the community server with alt accounts.',
        issuedAt: null,
      },
      sentAt: now - 5 * HOUR,
      votes: [],
    },
    {
      _id: APPEAL_IDS.customerOld,
      userID: PERSONAS.customer.userId,
      serverID: null,
      userAppeal: 'I did not know ordering for a friend counted as spam.',
      status: 3,
      type: 2,
      punishmentInfo: {
        punishmentID: null,
        issuedBy: USER_IDS.greta,
        reason: 'Spamming orders for other users.',
        issuedAt: now - 130 * DAY,
      },
      sentAt: now - 120 * DAY,
      votes: [
        { userID: USER_IDS.greta, upvoted: false, note: 'Too soon.' },
        { userID: USER_IDS.priya, upvoted: false },
        { userID: PERSONAS.manager.userId, upvoted: false, note: 'Agreed, try again later.' },
      ],
    },
    {
      _id: APPEAL_IDS.dumplingServer,
      userID: USER_IDS.dumpling,
      serverID: SERVER_IDS.dumplingHouse,
      userAppeal: 'The raid was organised by a moderator we have since removed.',
      status: 1,
      type: 3,
      punishmentInfo: {
        punishmentID: null,
        issuedBy: USER_IDS.priya,
        reason: 'Ordering on behalf of a raid.',
        issuedAt: now - 12 * DAY,
      },
      sentAt: now - 10 * DAY,
      votes: [],
    },
    {
      _id: APPEAL_IDS.wesBan,
      userID: USER_IDS.wes,
      serverID: null,
      userAppeal: 'I posted in the wrong channel and got banned by the bot.',
      status: 2,
      type: 1,
      punishmentInfo: { punishmentID: null, issuedBy: null, reason: 'Automatic: link spam.', issuedAt: null },
      sentAt: now - 30 * DAY,
      votes: [
        { userID: USER_IDS.greta, upvoted: true },
        { userID: USER_IDS.priya, upvoted: true },
        { userID: PERSONAS.admin.userId, upvoted: true, note: 'Bot false positive.' },
      ],
    },
  ];
}

export const LEAVE_IDS = {
  chefPast: '6010000000000003001',
  chefNext: '6010000000000003002',
  basilNow: '6010000000000003003',
  noraPending: '6010000000000003004',
  kofiDenied: '6010000000000003005',
  louNextWeek: '6010000000000003006',
  turboOpenEnded: '6010000000000003007',
  mikaPending: '6010000000000003008',
  courierNow: '6010000000000003009',
} as const;

/** Leave requests across the month around `now`, in every status; day boundaries in UTC. */
export function seedOnLeave(now: number): OnLeaveDoc[] {
  const today = Math.floor(now / DAY) * DAY;
  const leave = (
    _id: string,
    userID: string,
    fromDay: number,
    toDay: number | null,
    reason: string,
    status: 0 | 1 | 2,
    sentDaysAgo: number,
    authorisedBy: string | null = null,
  ): OnLeaveDoc => ({
    _id,
    userID,
    startDate: today + fromDay * DAY,
    // The last day, to its end; 0 is what the server keeps for "no end date"
    // (docs/product/recruitment-and-appeals.md#leave-requests-the-server).
    expiry: toDay === null ? 0 : today + (toDay + 1) * DAY - 1,
    reason,
    status,
    authorisedBy,
    sentAt: now - sentDaysAgo * DAY,
  });
  return [
    leave(
      LEAVE_IDS.chefPast,
      PERSONAS.chef.userId,
      -24,
      -18,
      'Family holiday by the sea.',
      1,
      30,
      PERSONAS.manager.userId,
    ),
    leave(LEAVE_IDS.chefNext, PERSONAS.chef.userId, 9, 13, 'Exams week.', 0, 1),
    leave(LEAVE_IDS.basilNow, USER_IDS.basil, -3, 4, 'Moving house.', 1, 8, PERSONAS.manager.userId),
    leave(LEAVE_IDS.noraPending, USER_IDS.nora, 2, 6, 'Short trip to see my grandparents.', 0, 2),
    leave(LEAVE_IDS.kofiDenied, USER_IDS.kofi, 1, 20, 'Need a break from the kitchen.', 2, 4, USER_IDS.priya),
    leave(LEAVE_IDS.louNextWeek, USER_IDS.lou, 6, 12, 'Festival week.', 1, 10, USER_IDS.priya),
    leave(
      LEAVE_IDS.turboOpenEnded,
      USER_IDS.turbo,
      -8,
      null,
      'Health: I will say when I am back.',
      1,
      9,
      USER_IDS.greta,
    ),
    leave(LEAVE_IDS.mikaPending, USER_IDS.mika, 14, 18, 'School trip.', 0, 0),
    leave(
      LEAVE_IDS.courierNow,
      PERSONAS.courier.userId,
      -1,
      1,
      'Long weekend.',
      1,
      6,
      PERSONAS.manager.userId,
    ),
  ];
}

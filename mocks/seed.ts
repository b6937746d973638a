/**
 * Seed data: a believable Virtual Diner at a moment in time. Time-relative values (ban expiry, session expiry,
 * purge dates, order times…) are computed from `now`; everything else is fixed so tests and stories are stable.
 * The kitchen (orders, queue, history, reports) is in `seed-orders.ts`, its references (food lookup, premade
 * messages) in `seed-catalogue.ts`, and who is who in `cast.ts`.
 *
 * Ids: users carry real-looking Discord snowflakes (17–19 digits, docs/api/entities.md#identifiers); ranks and teams carry the core's
 * internal 19-digit snowflakes (docs/api/entities.md#identifiers). Rank colours keep WCAG AA contrast with the text colour the YIQ
 * brightness rule picks (asserted in `seed.test.ts`).
 */
import { ALL_PERMISSIONS_MASK, PERKS, PERMISSIONS, type Permission, permissionMask } from '@lib/permissions';
import { USER_IDS } from './cast';
import { PERSONAS } from './personas';
import {
  seedAppeals,
  seedBlacklists as seedCareerBlacklists,
  seedGuildBans,
  seedGuilds,
  seedOnLeave,
  seedRecruitmentApplications,
  seedRecruitmentForms,
} from './seed-careers';
import { seedDeliveryMessages, seedFoodLookup } from './seed-catalogue';
import { seedClaimedObjectives, seedObjectives } from './seed-objectives';
import {
  seedBacklog,
  seedDelivererReports,
  seedDeliveryQueue,
  seedOrders,
  seedUserOrderReports,
} from './seed-orders';
import { seedBlacklists, seedRankHistory, seedWarnings } from './seed-people';
import { seedManagementStatistics } from './seed-statistics';
import { seedSubscriptionPlans, seedUserSubscriptions } from './seed-store';
import type { BanDoc, RankDoc, SeedData, SessionDoc, TeamDoc, UserDoc } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const SESSION_LIFETIME_MS = 31 * DAY;

// ---------------------------------------------------------------------------------------------------------------
// Ranks
// ---------------------------------------------------------------------------------------------------------------

export const RANK_IDS = {
  owner: '5602516402176001025',
  administrator: '5602516402176001026',
  manager: '5602516402176001027',
  headChef: '5603241177907201028',
  chef: '5603241177907201029',
  deliveryDriver: '5603241177907201030',
  trainee: '5679342629683201031',
  supporter: '5830820757504001032',
} as const;

/** What every member of kitchen or delivery staff can do. */
const STAFF_BASICS: readonly Permission[] = [
  'VIEW_STAFF_DASHBOARD',
  'MANAGE_ORDERS',
  'VIEW_FOOD_LOOKUP',
  'VIEW_OWN_ACHIEVEMENTS',
  'SUBMIT_ON_LEAVE_REQUEST',
];

const MANAGEMENT: readonly Permission[] = [
  'MANAGE_ON_LEAVE_REQUESTS',
  'VIEW_RECRUITMENT_RESPONSE',
  'RECRUITMENT_MANAGER',
  'MANAGE_APPEALS',
  'MANAGE_USERS',
  'MANAGE_RANKS',
  'MANAGE_TEAMS',
  'VIEW_MANAGEMENT_STATISTICS',
  'MANAGE_MANAGEMENT_STATISTICS',
  'VIEW_BACKLOG',
  'MANAGE_SETTINGS',
  'MANAGE_ANNOUNCEMENT',
];

type RankSeed = Omit<RankDoc, '_id' | 'id' | 'logUserRankHistory' | 'useTeams' | 'orders'> &
  Partial<Pick<RankDoc, 'logUserRankHistory' | 'useTeams' | 'orders'>>;

const rank = (id: string, fields: RankSeed): RankDoc => ({
  _id: id,
  id,
  logUserRankHistory: fields.staffRank,
  useTeams: false,
  orders: {},
  ...fields,
});

function seedRanks(): RankDoc[] {
  return [
    rank(RANK_IDS.owner, {
      name: 'Owner',
      description: 'Runs Virtual Diner. Holds every permission.',
      colour: '#c92a2a',
      position: 8,
      permissions: ALL_PERMISSIONS_MASK,
      perks: [PERKS.FEEDBACK_BETA, PERKS.DELIVERY_MESSAGE_BETA],
      staffRank: true,
      displayOnTeam: true,
      roleIDs: ['779134267406084054'],
      staff: { canResign: false },
    }),
    rank(RANK_IDS.administrator, {
      name: 'Administrator',
      description: 'Site and bot administration, everything but super-admin tools.',
      colour: '#a61e4d',
      position: 7,
      permissions: ALL_PERMISSIONS_MASK & ~PERMISSIONS.SUPER_ADMIN,
      perks: [PERKS.FEEDBACK_BETA, PERKS.DELIVERY_MESSAGE_BETA],
      staffRank: true,
      displayOnTeam: true,
      roleIDs: ['779239742156395745'],
      staff: { canResign: false },
    }),
    rank(RANK_IDS.manager, {
      name: 'Manager',
      description: 'Runs recruitment, appeals, users, ranks, teams and the site settings.',
      colour: '#6741d9',
      position: 6,
      permissions: permissionMask([...STAFF_BASICS, ...MANAGEMENT]),
      perks: [PERKS.FEEDBACK_BETA],
      staffRank: true,
      displayOnTeam: true,
      roleIDs: ['779345643040829366'],
      staff: { canResign: false },
    }),
    rank(RANK_IDS.headChef, {
      name: 'Head Chef',
      description: 'Leads the kitchen, curates the food lookup and the premade delivery messages.',
      colour: '#f08c00',
      position: 5,
      permissions: permissionMask([
        ...STAFF_BASICS,
        'MANAGE_FOOD_LOOKUP',
        'VIEW_BACKLOG',
        'MANAGE_DELIVERY_MESSAGES',
      ]),
      perks: [PERKS.DELIVERY_MESSAGE_BETA],
      staffRank: true,
      useTeams: true,
      displayOnTeam: true,
      roleIDs: ['779451233982457083'],
      staff: { canResign: true },
      orders: { quota: 40 },
    }),
    rank(RANK_IDS.chef, {
      name: 'Chef',
      description: 'Claims and prepares orders.',
      colour: '#fab005',
      position: 4,
      permissions: permissionMask(STAFF_BASICS),
      perks: [],
      staffRank: true,
      useTeams: true,
      displayOnTeam: true,
      roleIDs: ['779556829028221686'],
      staff: { canResign: true },
      orders: { quota: 25 },
    }),
    rank(RANK_IDS.deliveryDriver, {
      name: 'Delivery Driver',
      description: 'Joins the delivery queue and delivers prepared orders.',
      colour: '#40c057',
      position: 3,
      permissions: permissionMask(STAFF_BASICS),
      perks: [],
      staffRank: true,
      useTeams: true,
      displayOnTeam: true,
      roleIDs: ['779662438707751531'],
      staff: { canResign: true },
      orders: { quota: 25 },
    }),
    rank(RANK_IDS.trainee, {
      name: 'Trainee',
      description: 'New staff learning the ropes.',
      colour: '#1971c2',
      position: 2,
      permissions: permissionMask([
        'VIEW_STAFF_DASHBOARD',
        'MANAGE_ORDERS',
        'VIEW_FOOD_LOOKUP',
        'VIEW_OWN_ACHIEVEMENTS',
      ]),
      perks: [],
      staffRank: true,
      useTeams: true,
      displayOnTeam: false,
      roleIDs: ['779768323159176266'],
      staff: { canResign: true },
      orders: { quota: 10 },
    }),
    rank(RANK_IDS.supporter, {
      name: 'Supporter',
      description: 'Supports Virtual Diner through a subscription. Not a staff rank.',
      colour: '#f06595',
      position: 1,
      permissions: 0,
      perks: [PERKS.PRIORITY_ORDERS],
      staffRank: false,
      displayOnTeam: false,
      roleIDs: ['779874079221923964'],
      staff: { canResign: false },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Teams
// ---------------------------------------------------------------------------------------------------------------

export const TEAM_IDS = {
  sizzle: '5911270863667201025',
  crunch: '5911270863667201026',
  zest: '6120731049984001027',
} as const;

function seedTeams(): TeamDoc[] {
  return [
    {
      _id: TEAM_IDS.sizzle,
      name: 'Team Sizzle',
      roleID: '779979876824577977',
      createdAt: Date.UTC(2022, 4, 1, 18, 30),
      createdBy: PERSONAS.admin.userId,
      orders: 1284,
    },
    {
      _id: TEAM_IDS.crunch,
      name: 'Team Crunch',
      roleID: '780085188031241681',
      createdAt: Date.UTC(2022, 4, 1, 18, 32),
      createdBy: PERSONAS.admin.userId,
      orders: 1190,
    },
    {
      _id: TEAM_IDS.zest,
      name: 'Team Zest',
      roleID: '780190927702758548',
      createdAt: Date.UTC(2023, 1, 14, 20, 5),
      createdBy: PERSONAS.manager.userId,
      orders: 876,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------------

type UserSeed = Pick<UserDoc, 'username' | 'displayName' | 'avatar'> &
  Partial<Omit<UserDoc, '_id' | 'id' | 'username' | 'displayName' | 'avatar'>>;

function user(id: string, fields: UserSeed, now: number): UserDoc {
  const { settings, statistics, ...rest } = fields;
  return {
    _id: id,
    id,
    discriminator: '0',
    ranks: [],
    perks: [],
    flags: 0,
    team: null,
    money: 0,
    information: {},
    staffApplications: {},
    ...rest,
    settings: { deliveryMessage: { message: null }, inGuild: true, ...settings },
    statistics: {
      nextDailyRun: now + 9 * HOUR,
      nextHourlyRun: now + 25 * MINUTE,
      orders: { totalOrders: 0, weeklyOrders: 0 },
      ...statistics,
    },
  };
}

const orders = (totalOrders: number, weeklyOrders: number) => ({ orders: { totalOrders, weeklyOrders } });

function seedUsers(now: number): UserDoc[] {
  const hired = (daysAgo: number) => ({ hiredAt: now - daysAgo * DAY });
  return [
    // --- Personas -------------------------------------------------------------------------------------------
    user(
      PERSONAS.customer.userId,
      {
        username: 'pancake.pilot',
        displayName: 'Pancake Pilot',
        avatar: 'fd16f8edea2a9f45972f6c17734e0040',
        ranks: [RANK_IDS.supporter],
        // Enough for the Daily Multiplier and the sticker role, not for the dearer perks (docs/product/store-and-rewards.md).
        money: 12_500,
        information: {
          biography: 'Ordering breakfast at every hour of the day.',
          favFood: 'Blueberry pancakes',
          pronouns: ['She/Her'],
          timezone: 'Europe/Dublin',
          // Old enough for every recruitment form (docs/product/recruitment-and-appeals.md).
          birthday: Date.UTC(2001, 4, 17),
        },
        // The hourly reward is ready at once, so the demo customer can claim it (docs/product/store-and-rewards.md).
        statistics: { ...orders(87, 6), nextHourlyRun: now - 5 * MINUTE },
      },
      now,
    ),
    user(
      PERSONAS.chef.userId,
      {
        username: 'sizzle.sam',
        displayName: 'Sam Sizzle',
        avatar: '6175541086d4bb7609018c9d2828c780',
        ranks: [RANK_IDS.chef],
        team: TEAM_IDS.sizzle,
        money: 3420,
        information: {
          biography: 'Grill first, ask questions later.',
          favFood: 'Smash burgers',
          pronouns: ['He/Him'],
        },
        settings: {
          deliveryMessage: {
            message: null,
            chefMessage: 'Cooked with love in the Virtual Diner kitchen. Enjoy!',
          },
        },
        staffApplications: hired(140),
        statistics: orders(612, 31),
      },
      now,
    ),
    user(
      PERSONAS.courier.userId,
      {
        username: 'rapid.rosa',
        displayName: 'Rosa Rapid',
        avatar: 'c6a01955288c64fa6697161ca547a108',
        ranks: [RANK_IDS.deliveryDriver],
        perks: [PERKS.DELIVERY_MESSAGE_BETA],
        team: TEAM_IDS.crunch,
        money: 2210,
        information: { favFood: 'Pad thai', pronouns: ['She/Her'], timezone: 'America/Chicago' },
        settings: {
          deliveryMessage: {
            message:
              'Hey {user.mention}! Your `{order}` just arrived hot from the kitchen, delivered by {deliverer.username}. Bon appétit!\n\n{order.images}',
          },
        },
        staffApplications: hired(95),
        statistics: orders(455, 22),
      },
      now,
    ),
    user(
      PERSONAS.manager.userId,
      {
        username: 'marlowquinn',
        displayName: 'Marlow Quinn',
        avatar: '9e85424c686c5735c9168a40d0b013e1',
        ranks: [RANK_IDS.manager],
        money: 5100,
        information: {
          biography: 'Keeping the diner running.',
          pronouns: ['They/Them'],
          timezone: 'Europe/Berlin',
        },
        staffApplications: hired(720),
        statistics: orders(1033, 12),
      },
      now,
    ),
    user(
      PERSONAS.admin.userId,
      {
        username: 'adaokafor',
        displayName: 'Ada Okafor',
        avatar: 'a_32ed6b4566ca6abfa22dc301b8d21f9f',
        ranks: [RANK_IDS.owner],
        // Bought perks; the beta perks come from the Owner rank, so together: every perk.
        perks: [
          PERKS.PRIORITY_ORDERS,
          PERKS.CANCEL_ORDERS,
          PERKS.ORDER_MULTIPLIER,
          PERKS.MULTIPLE_VANITY_URLS,
          PERKS.PREPARE_ORDER_FASTER,
          PERKS.DAILY_MULTIPLIER,
          PERKS.DAILY_12_HOUR_INTERVAL,
          PERKS.FIND_IMAGES_BETA,
        ],
        flags: 1,
        money: 99_999,
        information: {
          biography: 'Founder of Virtual Diner.',
          favFood: 'Jollof rice',
          pronouns: ['She/Her'],
          timezone: 'Europe/London',
          vanityURL: 'ada',
        },
        staffApplications: hired(2100),
        statistics: orders(2890, 4),
      },
      now,
    ),
    user(
      PERSONAS.banned.userId,
      {
        username: 'troll.toast',
        displayName: 'Toasty',
        avatar: '7716763cca793ac1b3be1c69bcd0e7e3',
        money: 40,
        statistics: orders(19, 0),
      },
      now,
    ),

    // --- Staff ----------------------------------------------------------------------------------------------
    user(
      USER_IDS.greta,
      {
        username: 'grill.greta',
        displayName: 'Greta Grill',
        avatar: 'a91593c3a2fb0d04e0793e5ff6a22c2e',
        ranks: [RANK_IDS.administrator],
        money: 8700,
        information: { pronouns: ['She/Her'], timezone: 'Europe/Stockholm' },
        staffApplications: hired(1500),
        statistics: orders(1975, 9),
      },
      now,
    ),
    user(
      USER_IDS.priya,
      {
        username: 'paprika.priya',
        displayName: 'Priya Paprika',
        avatar: '38d2814fe4e78dd1d1a21a960ab99aff',
        ranks: [RANK_IDS.manager],
        money: 4020,
        information: { favFood: 'Masala dosa', pronouns: ['She/Her'], timezone: 'Asia/Kolkata' },
        staffApplications: hired(400),
        statistics: orders(880, 17),
      },
      now,
    ),
    user(
      USER_IDS.basil,
      {
        username: 'basil.bites',
        displayName: 'Basil',
        avatar: '965e4501ca4d3de3d2676dacae69fa47',
        ranks: [RANK_IDS.headChef],
        perks: [PERKS.FIND_IMAGES_BETA],
        team: TEAM_IDS.sizzle,
        money: 6400,
        information: { biography: 'Head chef. Fresh herbs only.', pronouns: ['He/Him'] },
        staffApplications: hired(600),
        statistics: orders(1512, 40),
      },
      now,
    ),
    user(
      USER_IDS.nora,
      {
        username: 'noodlenora',
        displayName: 'Nora',
        avatar: '359036a5bfc16601d5b5f601ec38f671',
        ranks: [RANK_IDS.chef],
        team: TEAM_IDS.crunch,
        money: 1890,
        staffApplications: hired(210),
        statistics: orders(530, 28),
      },
      now,
    ),
    user(
      USER_IDS.kofi,
      {
        username: 'kofi.kitchen',
        displayName: 'Kofi',
        avatar: null,
        ranks: [RANK_IDS.chef],
        team: TEAM_IDS.zest,
        money: 760,
        staffApplications: hired(60),
        statistics: orders(148, 19),
      },
      now,
    ),
    user(
      USER_IDS.lou,
      {
        username: 'lemonlou',
        displayName: 'Lou Lemon',
        avatar: 'bf6d414c66df08d024dc9f6d7fa263fc',
        ranks: [RANK_IDS.deliveryDriver],
        team: TEAM_IDS.zest,
        money: 1320,
        staffApplications: hired(180),
        statistics: orders(397, 14),
      },
      now,
    ),
    user(
      USER_IDS.turbo,
      {
        username: 'turbo.taco',
        displayName: 'Turbo Taco',
        avatar: null,
        ranks: [RANK_IDS.deliveryDriver],
        team: TEAM_IDS.sizzle,
        money: 410,
        staffApplications: hired(30),
        statistics: orders(96, 21),
      },
      now,
    ),
    user(
      USER_IDS.mika,
      {
        username: 'miso.mika',
        displayName: 'Mika',
        avatar: '9ad9a0ee5b7ee6ca07e0abbbf1435795',
        ranks: [RANK_IDS.trainee],
        team: TEAM_IDS.crunch,
        money: 120,
        staffApplications: hired(6),
        statistics: orders(12, 12),
      },
      now,
    ),
    user(
      USER_IDS.felix,
      {
        username: 'frites.felix',
        displayName: 'Félix',
        avatar: 'c586596bf7613367578623634ea49892',
        ranks: [RANK_IDS.trainee],
        team: TEAM_IDS.zest,
        money: 95,
        information: { pronouns: ['He/Him'], timezone: 'Europe/Paris' },
        staffApplications: hired(3),
        statistics: orders(7, 7),
      },
      now,
    ),

    // --- Customers ------------------------------------------------------------------------------------------
    user(
      USER_IDS.wes,
      {
        username: 'waffle.wes',
        displayName: 'Wes',
        avatar: '31f3b9a440fca74e989a6b2e833c5740',
        ranks: [RANK_IDS.supporter],
        money: 2890,
        statistics: orders(241, 9),
      },
      now,
    ),
    user(
      USER_IDS.rae,
      {
        username: 'ramen.rae',
        displayName: 'Rae',
        avatar: 'c6040629e1731e947fbf6ea18c8f353e',
        money: 310,
        settings: { deliveryMessage: { message: null }, hideProfile: true },
        statistics: orders(54, 3),
      },
      now,
    ),
    user(
      USER_IDS.chloe,
      {
        username: 'crepe.chloe',
        displayName: 'Chloé',
        avatar: 'f7a7e876e9505e6799356fa09332dd9c',
        money: 980,
        information: { favFood: 'Crêpes Suzette', vanityURL: 'chloe', pronouns: ['She/Her'] },
        statistics: orders(133, 5),
      },
      now,
    ),
    user(
      USER_IDS.dumpling,
      {
        username: 'dumpling.dev',
        displayName: 'dumpling.dev',
        avatar: null,
        money: 60,
        statistics: orders(8, 2),
      },
      now,
    ),
    user(
      USER_IDS.sol,
      {
        username: 'sundae.sol',
        displayName: 'Sol',
        avatar: '0369f549436aaa90368c7910ca013563',
        money: 450,
        statistics: orders(71, 1),
      },
      now,
    ),
    user(
      USER_IDS.ben,
      {
        username: 'bagel.ben',
        displayName: 'Ben',
        avatar: 'e07d7d88fc334a42c6419fd9235f12b2',
        money: 0,
        statistics: orders(3, 0),
      },
      now,
    ),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Bans, sessions, settings
// ---------------------------------------------------------------------------------------------------------------

function seedBans(now: number): BanDoc[] {
  return [
    // The banned persona: active, with a reason, ~30 days to go.
    {
      _id: PERSONAS.banned.userId,
      reason: 'Repeatedly placing troll orders after two warnings.',
      expiry: now + 30 * DAY,
      bannedBy: PERSONAS.manager.userId,
      bannedAt: now - 2 * DAY,
    },
    // Permanent, no reason given.
    { _id: USER_IDS.ben, reason: null, expiry: null, bannedBy: null, bannedAt: now - 90 * DAY },
    // Expired: no longer in force.
    {
      _id: USER_IDS.sol,
      reason: 'Spamming the order channel.',
      expiry: now - 20 * DAY,
      bannedBy: USER_IDS.greta,
      bannedAt: now - 27 * DAY,
    },
  ];
}

const DEVICES: SessionDoc['device'][] = [
  { device: 'Desktop', browser: 'Firefox', os: 'Linux', ip: '203.0.113.10' },
  { device: 'Desktop', browser: 'Chrome', os: 'Windows', ip: '203.0.113.24' },
  { device: 'Mobile', browser: 'Safari', os: 'iOS', ip: '198.51.100.7' },
];

function seedSessions(now: number): SessionDoc[] {
  return Object.values(PERSONAS).map((p, index) => ({
    _id: p.token,
    userID: p.userId,
    lastUsed: now - HOUR,
    expiry: now + SESSION_LIFETIME_MS,
    device: DEVICES[index % DEVICES.length] as SessionDoc['device'],
  }));
}

export const ANNOUNCEMENT_CONTENT = [
  '**Welcome** to Virtual Diner! The kitchen is open around the clock.',
  '',
  '- Order with `/order` in any server that has the bot',
  '- New here? Read the [ordering guide](https://docs.virtualdiner.app/ordering)',
  '- Applications for **Delivery Driver** are open until the end of the month',
].join('\n');

function seedSettings(now: number): Record<string, unknown> {
  return {
    teamsEnabled: true,
    currentAnnouncement: { enabled: true, type: 'info', title: 'Welcome', content: ANNOUNCEMENT_CONTENT },
    staffPurge: { enabled: true, nextPurgeDate: now + 12 * DAY, lastPurgeDate: now - 18 * DAY },
    dailySpecial: { item: 'Spicy miso ramen', lastUpdated: now - 3 * HOUR },
  };
}

/** The whole seed for `now`. */
export function buildSeed(now: number = Date.now()): SeedData {
  const users = seedUsers(now);
  return {
    ranks: seedRanks(),
    teams: seedTeams(),
    users,
    bans: seedBans(now),
    sessions: seedSessions(now),
    settings: seedSettings(now),
    orders: seedOrders(now, users),
    deliveryQueue: seedDeliveryQueue(now),
    backlog: seedBacklog(now),
    userOrderReports: seedUserOrderReports(now),
    orderReports: seedDelivererReports(),
    foodLookup: seedFoodLookup(),
    deliveryMessages: seedDeliveryMessages(),
    subscriptionPlans: seedSubscriptionPlans(RANK_IDS.supporter),
    userSubscriptions: seedUserSubscriptions(now),
    rankHistory: seedRankHistory(now),
    warnings: seedWarnings(now),
    blacklists: [...seedBlacklists(now), ...seedCareerBlacklists(now)],
    recruitmentForms: seedRecruitmentForms(now),
    recruitmentApplications: seedRecruitmentApplications(now),
    appeals: seedAppeals(now),
    guildBans: seedGuildBans(),
    guilds: seedGuilds(),
    onLeave: seedOnLeave(now),
    objectives: seedObjectives(RANK_IDS),
    claimedObjectives: seedClaimedObjectives(now),
    managementStatistics: seedManagementStatistics(now),
  };
}

/**
 * The fake backend's document types: what each collection of the database stores (docs/api/entities.md), the plain
 * {@link SeedData} it is built from, the {@link Db} itself, and the events it publishes. Types only: seed, views,
 * rules and `db.ts` all import them from here, so none of them needs the module that builds the database.
 *
 * Adding an API area (appeals, recruitment…): declare its document type here, add a collection to {@link Db} and
 * {@link SeedData}, seed it in `seed.ts`, and wire it in `createDb` (`db.ts`).
 */
import type { GatewayServerEventMap, GatewayServerEventName } from '@lib/gateway/events';
import type { BacklogType } from '@lib/schemas/backlog';
import type { OrderStatusValue } from '@lib/schemas/order';
import type { SubmissionFrequency } from '@lib/schemas/recruitment';
import type { Collection } from './collection';

// ---------------------------------------------------------------------------------------------------------------
// Documents: users, bans, ranks, teams, sessions (docs/api/entities.md#user, docs/api/entities.md#ban,
// docs/api/entities.md#rank, docs/api/entities.md#team, docs/api/entities.md#settings)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A user as stored (docs/api/entities.md#user). `permissions` is never stored: it is computed from the ranks on read.
 */
export interface UserDoc {
  _id: string;
  id: string;
  username: string;
  displayName: string;
  /** Deprecated; `'0'` means a new-style username. */
  discriminator: string;
  /** Avatar hash; an `a_` prefix means animated. */
  avatar: string | null;
  /** Rank `_id`s, highest position first. */
  ranks: string[];
  /** The user's own perks (bought or granted); rank perks are added on read. */
  perks: string[];
  flags: number;
  team: string | null;
  money: number;
  information: {
    biography?: string;
    favFood?: string;
    pronouns?: string[];
    timezone?: string;
    /** A vanity profile URL: `GET /api/v3/users/{id}` also matches it (docs/api/endpoints.md#users). */
    vanityURL?: string;
    /** ms; the recruitment forms' `minimumAge` check reads it (docs/product/recruitment-and-appeals.md). */
    birthday?: number;
  };
  settings: {
    deliveryMessage: { message: string | null; disabled?: boolean; chefMessage?: string };
    hideProfile?: boolean;
    inGuild?: boolean;
    nextSyncAllowed?: number;
  };
  staffApplications: { nextApplicationAllowed?: number; hiredAt?: number };
  /** ms of the last sync with Discord. */
  lastUpdated?: number;
  statistics: {
    nextDailyRun?: number;
    nextHourlyRun?: number;
    orders: { totalOrders: number; weeklyOrders: number };
  };
}

/** A ban (docs/api/entities.md#ban), one per user: `_id` is the banned user's id. */
export interface BanDoc {
  _id: string;
  reason: string | null;
  /** ms; null = permanent. */
  expiry: number | null;
  bannedBy: string | null;
  bannedAt: number;
}

/** A rank (docs/api/entities.md#rank). `_id` and the deprecated `id` are both stored with the same value. */
export interface RankDoc {
  _id: string;
  id: string;
  name: string;
  description: string;
  colour: string;
  /** Higher is more senior. */
  position: number;
  permissions: number;
  perks: string[];
  staffRank: boolean;
  useTeams: boolean;
  displayOnTeam: boolean;
  logUserRankHistory: boolean;
  roleIDs: string[];
  staff: { canResign: boolean };
  orders: { quota?: number };
}

/** A team (docs/api/entities.md#team). `id` is only added on read; `createdBy` is stored as a user id. */
export interface TeamDoc {
  _id: string;
  name: string;
  roleID: string;
  createdAt: number;
  createdBy: string | null;
  orders: number;
}

/** A session (docs/api/auth.md#token-format). `_id` is the token clients present. */
export interface SessionDoc {
  _id: string;
  userID: string;
  lastUsed: number;
  expiry: number;
  device: { device: string; browser: string; os: string; ip: string };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents: orders, the queue, food lookup, reports, history, messages (docs/api/entities.md#order,
// docs/api/entities.md#queue-entry, docs/api/entities.md#food-lookup-item, docs/api/entities.md#order-reports,
// docs/api/entities.md#backlog-entry, docs/api/entities.md#delivery-message)
// ---------------------------------------------------------------------------------------------------------------

/**
 * The customer as embedded in an order (docs/api/entities.md#order). A type alias, not an interface: orders go out as
 * gateway payloads, typed by the client's loose-object schemas, whose index signature for extra fields only a type
 * alias satisfies implicitly.
 */
export type OrderCustomer = {
  id: string;
  username: string;
  discriminator: string;
  avatar: string | null;
};

/** A user mentioned in an order's text. */
export interface OrderMention {
  id: string;
  displayName: string;
  username: string;
  avatar: string | null;
}

/**
 * An active order (docs/api/entities.md#order). Stored under `_id` = `orderID`; responses expose `orderID` and no
 * `_id`. Orders leave the collection when delivered, reported, deleted or cancelled (backlog entries remain).
 */
export interface OrderDoc {
  _id: string;
  orderID: string;
  user: OrderCustomer;
  orderUserMentions: OrderMention[];
  /** `id` is empty for orders sent in DMs. */
  guild: { id: string; name: string; icon: string | null };
  order: string;
  orderChannel: string;
  status: OrderStatusValue;
  /** ms when preparation finishes; set by prepare. */
  prepareExpiry: number | null;
  /** ms; 180000 by default, 90000 with the PREPARE_ORDER_FASTER perk. */
  prepareDuration: number;
  images: string[];
  chefNote: string | null;
  claimedBy: { user: string; expiry: number } | null;
  deliveryAssignedTo: { userID: string; expiry: number } | null;
  priority: boolean;
  sentAt: number;
}

/** A delivery-queue entry (docs/api/entities.md#queue-entry): `_id` = `userID` (the Redis hash key). */
export interface QueueEntryDoc {
  _id: string;
  userID: string;
  joinedAt: number;
}

export type BacklogTypeValue = (typeof BacklogType)[keyof typeof BacklogType];

/** Customer feedback on a delivered order, written by the bot (docs/api/entities.md#backlog-entry). */
export interface OrderFeedback {
  feedbackMessage?: string;
  tip?: { chef?: number; delivery?: number };
  sentAt?: number;
}

/** A backlog (order history) entry (docs/api/entities.md#backlog-entry). `_id` is an ObjectId. Returned whole. */
export interface BacklogDoc {
  _id: string;
  orderID: string;
  /** The claimer, or the staff member who deleted it. */
  chef: string | null;
  deliveredBy: string | null;
  orderedBy: string;
  userOrder: string;
  reason: string | null;
  reportReason: string | null;
  images: string[];
  chefNote: string | null;
  type: BacklogTypeValue;
  orderFeedback?: OrderFeedback;
  addedAt: number;
}

/**
 * A user order report, Feedback beta (docs/api/entities.md#order-reports store 1). `reportedBy` is stored as a user
 * id.
 */
export interface UserOrderReportDoc {
  _id: string;
  orderID: string;
  reportReason: string;
  notes: string;
  reportedBy: string;
  reportedAt: number;
}

/**
 * A deliverer's report, made by delivering with `report: true` (docs/api/entities.md#order-reports store 2): `_id` =
 * orderID.
 */
export interface DelivererReportDoc {
  _id: string;
  reason: string;
}

/**
 * A food-lookup item (docs/api/entities.md#food-lookup-item): `_id` is an ObjectId, `id` an internal snowflake (the
 * key edit and delete use). `addedBy` and `editedBy` are stored but never returned.
 */
export interface FoodLookupDoc {
  _id: string;
  id: string;
  food: string;
  description: string;
  preparable: boolean;
  chefDiscretion: boolean;
  addedBy: string | null;
  editedBy?: string;
  addedAt: number;
}

/**
 * A premade delivery message (docs/api/entities.md#delivery-message): `_id` is a unique ID, `slug` unique and made
 * from the title.
 */
export interface DeliveryMessageDoc {
  _id: string;
  title: string;
  message: string;
  slug: string;
  createdBy: string;
  createdAt: number;
  lastUpdatedAt: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Documents: subscription plans and user subscriptions (docs/api/entities.md#store-and-subscriptions)
// ---------------------------------------------------------------------------------------------------------------

/** A subscription plan (`available_subscriptions`): `_id` only, no `id` mirror. */
export interface SubscriptionPlanDoc {
  _id: string;
  name: string;
  /** In the currency's main unit (not shown: the mock's choice), e.g. 4.99. */
  price: number;
  billingInterval: 'once' | 'monthly' | 'yearly';
  benefits: string[];
  /** Rank ids the plan grants. */
  ranks: string[];
  position: number;
  stripeData: { priceID?: string; productID?: string; type?: 'payment' | 'setup' | 'subscription' };
}

/** A user's subscription (`stripe_user_subscriptions`), returned raw. */
export interface UserSubscriptionDoc {
  _id: string;
  customerID: string;
  discordID: string;
  planID: string;
  /** Stripe's status: `active`, `trialing`, `past_due`, `canceled`… */
  status: string;
  startDate: number;
  endedAt: number | null;
  billingInfo: {
    lastInvoiceDate?: number;
    nextInvoiceDueDate?: number;
    cancelledAt?: number;
    paymentInterval: string;
    amountPaid: number;
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Documents: rank history, warnings, blacklists (docs/api/entities.md#rank-history,
// docs/product/profiles-and-users.md)
// ---------------------------------------------------------------------------------------------------------------

/** A rank history entry (`user_rank_history`): ranks stored as rank `_id`s or null; expanded on read. */
export interface RankHistoryDoc {
  _id: string;
  userID: string;
  oldRank: string | null;
  newRank: string | null;
  timestamp: number;
}

/** A warning (`user_warnings`): `_id` is a unique ID, returned again as `warningID`. */
export interface WarningDoc {
  _id: string;
  userID: string;
  warning: string;
  issuedAt: number;
  expiresAt: number;
  issuedBy: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Documents: recruitment, blacklists (docs/product/recruitment-and-appeals.md)
// ---------------------------------------------------------------------------------------------------------------

/** One question of a recruitment form; answers are matched by `key`. */
export interface RecruitmentQuestion {
  label: string;
  name: string;
  key: string;
  type: 'input' | 'textarea';
  placeholderText: string;
  required: boolean;
  message: string;
}

export interface RecruitmentMessage {
  channelMessage?: string;
  userMessage?: string;
}

/** A recruitment form (`recruitment_forms`): `ranks` and `manageableRanks` are stored as rank ids. */
export interface RecruitmentFormDoc {
  _id: string;
  name: string;
  descriptions: { short?: string; detailed?: string };
  requirements: string;
  ranks: string[];
  manageableRanks: string[];
  questions: RecruitmentQuestion[];
  options: {
    minimumAge?: number;
    discordAccountAge?: number;
    requiresDiscordServer?: boolean;
    allowMultipleApplications?: boolean;
    applicationSubmissionFrequency?: SubmissionFrequency | null;
  };
  discordLog: {
    channelID?: string;
    applicationReceivedMessage?: RecruitmentMessage;
    applicationAcceptedMessage?: RecruitmentMessage;
    applicationDeniedMessage?: RecruitmentMessage;
  };
  discordMessages: { name?: string; channelID?: string; status?: number; message?: string }[];
  /** ms; never enforced by the server. */
  opensAt: number | null;
  closesAt: number | null;
  createdAt: number;
}

/** 0 PENDING, 1 HOLD, 2 ACCEPTED, 3 DENIED. */
export type ApplicationStatusValue = 0 | 1 | 2 | 3;

/** A recruitment application (`recruitment_responses`). `staffNotes` and `staffMember` are not read by default. */
export interface RecruitmentApplicationDoc {
  _id: string;
  formID: string;
  userID: string;
  responses: { key: string; value: string }[];
  status: ApplicationStatusValue;
  reason: string | null;
  staffNotes?: string;
  staffMember?: string;
  sentAt: number;
}

/** A blacklist (`blacklists`): `_id` is the user's or the server's id. */
export interface BlacklistDoc {
  _id: string;
  type: 'user' | 'server';
  reason: string | null;
  blacklistedBy: string | null;
  blacklistedAt: number;
  auto: boolean;
}

/** 1 DiscordBan, 2 UserBlacklist, 3 ServerBlacklist. */
export type AppealTypeValue = 1 | 2 | 3;

/** An appeal (`user_appeals`): `_id` is a unique id (`<ms>_<rand>`). */
export interface AppealDoc {
  _id: string;
  userID: string;
  serverID: string | null;
  userAppeal: string;
  /** 0 PENDING, 1 ON_HOLD, 2 ACCEPTED, 3 DENIED. */
  status: 0 | 1 | 2 | 3;
  type: AppealTypeValue;
  punishmentInfo: {
    punishmentID: string | null;
    issuedBy: string | null;
    reason: string | null;
    issuedAt: number | null;
  };
  sentAt: number;
  votes: { userID: string; upvoted: boolean; note?: string }[];
}

/** A ban from the community's Discord server (Discord's state, not the site's): `_id` is the user's id. */
export interface GuildBanDoc {
  _id: string;
  reason: string | null;
}

/** A Discord server the fake Discord knows (for server-blacklist appeals): `_id` is its id. */
export interface GuildDoc {
  _id: string;
  name: string;
  ownerID: string;
}

/**
 * An on-leave request (`on_leave`). `expiry` as stored: the server's Date conversion keeps null input as 0 and a
 * missing one as NaN (docs/product/recruitment-and-appeals.md#leave-requests-the-server). `declineReason` and
 * `authorisedBy` are never read back.
 */
export interface OnLeaveDoc {
  _id: string;
  userID: string;
  startDate: number;
  expiry: number | null;
  reason: string;
  /** 0 PENDING, 1 APPROVED, 2 DENIED. */
  status: 0 | 1 | 2;
  declineReason?: string;
  authorisedBy: string | null;
  sentAt: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------------------------

/**
 * An objective (docs/product/administration.md#achievements). `userID`: the creator of a global one, the target user
 * of a personal one.
 */
export interface ObjectiveDoc {
  _id: string;
  id: string;
  userID: string;
  description: string;
  /** 0 prepared, 1 delivered, 2 total orders. */
  type: number;
  target: number;
  global: boolean;
  /** 0 VD currency, 1 perk, 2 rank, 3 custom. */
  rewardType: number;
  rewardData: unknown;
}

/** A claimed objective (`claimed_achievements`): `_id` is an ObjectId. */
export interface ClaimedObjectiveDoc {
  _id: string;
  id: string;
  userID: string;
  objectiveID: string;
  timestamp: number;
}

/** One manager's activity (`management_statistics`): `_id` is the user id; each list holds ms timestamps. */
export interface ManagementStatisticsDoc {
  _id: string;
  appealsUpvoted: number[];
  blacklists: number[];
  backlogs: number[];
  warnings: number[];
  applications: number[];
}

/** Plain data the database is built from (see `seed.ts`). */
export interface SeedData {
  users: UserDoc[];
  bans: BanDoc[];
  ranks: RankDoc[];
  teams: TeamDoc[];
  sessions: SessionDoc[];
  /** Setting key → typed value (docs/api/entities.md#settings). */
  settings: Record<string, unknown>;
  orders: OrderDoc[];
  deliveryQueue: QueueEntryDoc[];
  backlog: BacklogDoc[];
  userOrderReports: UserOrderReportDoc[];
  orderReports: DelivererReportDoc[];
  foodLookup: FoodLookupDoc[];
  deliveryMessages: DeliveryMessageDoc[];
  subscriptionPlans: SubscriptionPlanDoc[];
  userSubscriptions: UserSubscriptionDoc[];
  rankHistory: RankHistoryDoc[];
  warnings: WarningDoc[];
  blacklists: BlacklistDoc[];
  recruitmentForms: RecruitmentFormDoc[];
  recruitmentApplications: RecruitmentApplicationDoc[];
  appeals: AppealDoc[];
  guildBans: GuildBanDoc[];
  guilds: GuildDoc[];
  onLeave: OnLeaveDoc[];
  objectives: ObjectiveDoc[];
  claimedObjectives: ClaimedObjectiveDoc[];
  managementStatistics: ManagementStatisticsDoc[];
}

export interface Db {
  users: Collection<UserDoc>;
  bans: Collection<BanDoc>;
  ranks: Collection<RankDoc>;
  teams: Collection<TeamDoc>;
  sessions: Collection<SessionDoc>;
  settings: Map<string, unknown>;
  orders: Collection<OrderDoc>;
  deliveryQueue: Collection<QueueEntryDoc>;
  backlog: Collection<BacklogDoc>;
  /** `user_order_reports` (docs/api/entities.md#order-reports store 1). */
  userOrderReports: Collection<UserOrderReportDoc>;
  /** `order_reports` (docs/api/entities.md#order-reports store 2). */
  orderReports: Collection<DelivererReportDoc>;
  foodLookup: Collection<FoodLookupDoc>;
  deliveryMessages: Collection<DeliveryMessageDoc>;
  subscriptionPlans: Collection<SubscriptionPlanDoc>;
  userSubscriptions: Collection<UserSubscriptionDoc>;
  rankHistory: Collection<RankHistoryDoc>;
  warnings: Collection<WarningDoc>;
  blacklists: Collection<BlacklistDoc>;
  recruitmentForms: Collection<RecruitmentFormDoc>;
  recruitmentApplications: Collection<RecruitmentApplicationDoc>;
  appeals: Collection<AppealDoc>;
  /** Bans from the community's Discord server (the fake Discord). */
  guildBans: Collection<GuildBanDoc>;
  /** Discord servers the fake Discord knows. */
  guilds: Collection<GuildDoc>;
  /** On-leave requests (`on_leave`). */
  onLeave: Collection<OnLeaveDoc>;
  objectives: Collection<ObjectiveDoc>;
  claimedObjectives: Collection<ClaimedObjectiveDoc>;
  managementStatistics: Collection<ManagementStatisticsDoc>;
}

// ---------------------------------------------------------------------------------------------------------------
// Change events
// ---------------------------------------------------------------------------------------------------------------

/**
 * A gateway event the fake backend publishes, typed by the client's own payload schemas
 * (`lib/gateway/events.ts`) under the name the server sends: the fake backend emits `orderCancelled`, the
 * server's name for `cancelOrder`, so the client's alias is exercised.
 */
export type GatewayEmission = {
  [Name in GatewayServerEventName]: { name: Name; payload: GatewayServerEventMap[Name] };
}[GatewayServerEventName];

export type DbEventMap = {
  /** A gateway event to push to connected clients (the gateway mock forwards it as op 4). */
  gateway: GatewayEmission;
  /** The database was rebuilt from the seed. */
  reset: undefined;
};

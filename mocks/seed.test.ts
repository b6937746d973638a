import { ALL_PERMISSIONS_MASK, PERKS, PERMISSIONS } from '@lib/permissions';
import { SNOWFLAKE_PATTERN } from '@lib/snowflake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb } from './db';
import { internalSnowflake, ORDER_ID_PATTERN, SESSION_TOKEN_PATTERN } from './ids';
import { PERSONA_KEYS, PERSONAS } from './personas';
import { effectivePerks, effectivePermissions, highestRank, isStaff } from './ranks/rules';
import { buildSeed } from './seed';
import { activeBan } from './session/rules';
import { slugify } from './slug';

// --- The spec's rank text-colour rule (docs/product/display-rules.md#rank-badges) and WCAG 2 contrast --------------------------------------

function rgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** YIQ brightness > 125 → black text, else white. */
function rankTextColour(hex: string): '#000000' | '#ffffff' {
  const [r, g, b] = rgb(hex);
  return (r * 299 + g * 587 + b * 114) / 1000 > 125 ? '#000000' : '#ffffff';
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

beforeEach(() => resetDb());

describe('seeded ranks', () => {
  it('keep WCAG AA contrast (≥ 4.5:1) with the text colour the spec rule picks', () => {
    expect(db.ranks.size).toBeGreaterThanOrEqual(8);
    for (const rank of db.ranks.all()) {
      const ratio = contrast(rank.colour, rankTextColour(rank.colour));
      expect(ratio, `${rank.name} ${rank.colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('sanity-checks the contrast helpers against known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's green with white text: the spike measured 3.44:1 (docs/product/display-rules.md#rank-badges).
    expect(contrast('#2f9e44', rankTextColour('#2f9e44'))).toBeCloseTo(3.45, 1);
  });

  it('have unique ids (stored as both _id and id) and unique positions', () => {
    const ranks = db.ranks.all();
    expect(new Set(ranks.map((r) => r.position)).size).toBe(ranks.length);
    for (const rank of ranks) {
      expect(rank.id).toBe(rank._id);
      expect(rank._id).toMatch(/^\d{19}$/);
    }
  });

  it('give the Owner every bit, Administrator all but SUPER_ADMIN, and keep Supporter non-staff', () => {
    const byName = (name: string) => db.ranks.find((r) => r.name === name);
    expect(byName('Owner')?.permissions).toBe(ALL_PERMISSIONS_MASK);
    expect(byName('Administrator')?.permissions).toBe(ALL_PERMISSIONS_MASK & ~PERMISSIONS.SUPER_ADMIN);
    expect(byName('Manager')?.staff.canResign).toBe(false);
    expect(byName('Chef')?.staff.canResign).toBe(true);
    expect(byName('Delivery Driver')?.staff.canResign).toBe(true);
    expect(byName('Supporter')).toMatchObject({ staffRank: false, permissions: 0 });
  });
});

describe('seeded users', () => {
  it('carry real-looking 17–19 digit Discord snowflakes, with some null and one animated avatar', () => {
    const users = db.users.all();
    expect(users.length).toBeGreaterThanOrEqual(21);
    for (const user of users) {
      expect(user._id).toMatch(SNOWFLAKE_PATTERN);
      expect(user.id).toBe(user._id);
      expect(user.discriminator).toBe('0');
      for (const rankId of user.ranks) expect(db.ranks.has(rankId)).toBe(true);
      if (user.team) expect(db.teams.has(user.team)).toBe(true);
    }
    expect(users.filter((u) => u.avatar === null).length).toBeGreaterThan(0);
    expect(users.filter((u) => u.avatar?.startsWith('a_')).length).toBe(1);
  });

  it('include the six personas with what the design guide promises', () => {
    const userOf = (key: (typeof PERSONA_KEYS)[number]) => {
      const user = db.users.get(PERSONAS[key].userId);
      if (!user) throw new Error(`no user for ${key}`);
      return user;
    };
    expect(isStaff(userOf('customer'))).toBe(false);
    expect(highestRank(userOf('chef'))?.staff.canResign).toBe(true);
    expect(effectivePerks(userOf('courier'))).toContain(PERKS.DELIVERY_MESSAGE_BETA);
    expect(userOf('courier').perks).toContain(PERKS.DELIVERY_MESSAGE_BETA);
    expect(highestRank(userOf('manager'))?.staff.canResign).toBe(false);
    expect(effectivePermissions(userOf('manager')) & PERMISSIONS.SUPER_ADMIN).toBe(0);
    expect(effectivePermissions(userOf('admin'))).toBe(ALL_PERMISSIONS_MASK);
    expect(new Set(effectivePerks(userOf('admin')))).toEqual(new Set(Object.values(PERKS)));
    expect(userOf('banned').ranks).toEqual([]);
    expect(activeBan(PERSONAS.banned.userId)).not.toBeNull();
  });
});

describe('personas', () => {
  it('have deterministic, distinct 160-hex session tokens that are seeded as live sessions', () => {
    const tokens = PERSONA_KEYS.map((key) => PERSONAS[key].token);
    expect(new Set(tokens).size).toBe(PERSONA_KEYS.length);
    for (const key of PERSONA_KEYS) {
      const { token, userId, label } = PERSONAS[key];
      expect(token).toMatch(SESSION_TOKEN_PATTERN);
      expect(label.length).toBeGreaterThan(3);
      expect(db.sessions.get(token)).toMatchObject({ userID: userId });
      expect(db.sessions.get(token)?.expiry).toBeGreaterThan(Date.now());
    }
  });
});

describe('settings', () => {
  it('seed the known keys with typed values', () => {
    expect(db.settings.get('teamsEnabled')).toBe(true);
    expect(db.settings.get('currentAnnouncement')).toMatchObject({
      enabled: true,
      type: 'info',
      title: 'Welcome',
    });
    const { content } = db.settings.get('currentAnnouncement') as { content: string };
    expect(content).toMatch(/\*\*.+\*\*/);
    expect(content).toMatch(/\]\(https:\/\/docs\./);
    expect(content).toMatch(/^- /m);
    expect(db.settings.get('staffPurge')).toMatchObject({ enabled: true });
    expect(db.settings.get('dailySpecial')).toMatchObject({ item: expect.any(String) });
  });
});

describe('resetDb', () => {
  it('restores the seed and never shares objects with it', () => {
    const chef = db.users.get(PERSONAS.chef.userId);
    if (!chef) throw new Error('no chef');
    chef.ranks.push('x');
    db.ranks.deleteWhere(() => true);
    db.settings.set('teamsEnabled', false);

    const before = db;
    resetDb();
    expect(db).toBe(before);
    expect(db.users.get(PERSONAS.chef.userId)?.ranks).not.toContain('x');
    expect(db.ranks.size).toBe(buildSeed().ranks.length);
    expect(db.settings.get('teamsEnabled')).toBe(true);
  });
});

describe('internalSnowflake', () => {
  it('makes 19-digit ids that grow with time', () => {
    const a = internalSnowflake(Date.UTC(2024, 0, 1));
    const b = internalSnowflake(Date.UTC(2024, 0, 2));
    expect(a).toMatch(/^\d{19}$/);
    expect(BigInt(b) > BigInt(a)).toBe(true);
  });
});

describe('the kitchen seed', () => {
  const MINUTE = 60_000;
  const NOW = Date.UTC(2026, 4, 12, 18, 30);
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    resetDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const persona = (key: (typeof PERSONA_KEYS)[number]) => PERSONAS[key].userId;

  it('has a dozen active orders in every status, with real customers and 6-character ids', () => {
    const orders = db.orders.all();
    expect(orders).toHaveLength(12);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(orders.filter((o) => o.priority)).toHaveLength(2);
    for (const order of orders) {
      expect(order.orderID).toMatch(ORDER_ID_PATTERN);
      expect(order._id).toBe(order.orderID);
      const customer = db.users.get(order.user.id);
      expect(customer?.username).toBe(order.user.username);
      expect(Date.now() - order.sentAt).toBeLessThanOrEqual(20 * MINUTE);
      for (const mention of order.orderUserMentions) expect(db.users.has(mention.id)).toBe(true);
    }
    const own = (key: (typeof PERSONA_KEYS)[number]) =>
      orders.filter((o) => o.user.id === persona(key) && o.status === 0);
    expect(own('customer').length).toBeGreaterThanOrEqual(1);
    expect(own('chef')).toHaveLength(1);
    const claimed = orders.filter((o) => o.status === 1);
    expect(
      claimed.every((o) => o.claimedBy && !PERSONA_KEYS.some((k) => persona(k) === o.claimedBy?.user)),
    ).toBe(true);
    expect(orders.some((o) => o.status === 2 && (o.prepareExpiry ?? 0) > Date.now())).toBe(true);
    expect(orders.some((o) => o.status === 3 && o.deliveryAssignedTo?.userID === persona('courier'))).toBe(
      true,
    );
    expect(orders.some((o) => o.guild.id === '')).toBe(true);
  });

  it('queues staff who may manage orders', () => {
    for (const entry of db.deliveryQueue.all()) {
      const user = db.users.get(entry.userID);
      expect(user && effectivePermissions(user) & PERMISSIONS.MANAGE_ORDERS).toBeTruthy();
    }
  });

  it('has order history of every type, with feedback for the chef and the courier', () => {
    const backlog = db.backlog.all();
    expect(new Set(backlog.map((e) => e.type))).toEqual(new Set([0, 1, 2, 3]));
    const ids = backlog.map((e) => e.orderID);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of backlog) {
      expect(entry._id).toMatch(/^[0-9a-f]{24}$/);
      expect(entry.orderID).toMatch(ORDER_ID_PATTERN);
      expect(db.orders.has(entry.orderID)).toBe(false);
    }
    const withFeedback = backlog.filter((e) => e.orderFeedback);
    expect(withFeedback.filter((e) => e.chef === persona('chef')).length).toBeGreaterThanOrEqual(2);
    expect(withFeedback.filter((e) => e.deliveredBy === persona('courier')).length).toBeGreaterThanOrEqual(2);
  });

  it('gives the manager recent delivered orders to report, and one already reported', () => {
    const recent = db.backlog.filter(
      (e) => e.type === 1 && e.orderedBy === persona('manager') && Date.now() - e.addedAt < 30 * MINUTE,
    );
    const reported = (orderID: string) =>
      db.userOrderReports.find((r) => r.orderID === orderID && r.reportedBy === persona('manager')) !==
      undefined;
    expect(recent.filter((e) => !reported(e.orderID)).length).toBeGreaterThanOrEqual(2);
    expect(db.backlog.filter((e) => e.type === 1 && reported(e.orderID))).toHaveLength(1);
  });

  it('ties both report stores to history entries', () => {
    for (const report of db.userOrderReports.all()) {
      expect(db.backlog.find((e) => e.orderID === report.orderID)).toBeDefined();
      expect(db.users.has(report.reportedBy)).toBe(true);
    }
    for (const report of db.orderReports.all()) {
      expect(db.backlog.find((e) => e.orderID === report._id)?.type).toBe(3);
    }
  });

  it('has ~40 food lookup items and premade messages with rule-made, unique slugs', () => {
    const items = db.foodLookup.all();
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const messages = db.deliveryMessages.all();
    expect(messages.length).toBeGreaterThanOrEqual(8);
    expect(new Set(messages.map((m) => m.slug)).size).toBe(messages.length);
    for (const message of messages)
      expect(message.slug).toMatch(new RegExp(`^${slugify(message.title)}(-\\d+)?$`));
    expect(messages.some((m) => m.createdBy === persona('courier'))).toBe(true);
  });

  it('keeps ids and slugs stable across resets', () => {
    const snapshot = () => [
      db.foodLookup.all().map((i) => i.id),
      db.deliveryMessages.all().map((m) => m._id),
    ];
    const before = snapshot();
    resetDb();
    expect(snapshot()).toEqual(before);
  });
});

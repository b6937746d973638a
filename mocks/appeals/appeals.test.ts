// Appeals (docs/product/recruitment-and-appeals.md#appeals-the-server).
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { APPEAL_IDS, BLACKLISTED_SERVER_ID, SERVER_IDS } from '../seed-careers';
import { call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const BASE = '/api/client/appeal';
const create = (body: unknown, as = 'customer') => call(BASE, { as, method: 'POST', body });
const vote = (id: string, body: unknown, as = 'manager') =>
  call(`${BASE}/${id}/vote`, { as, method: 'POST', body });
const appealOf = (body: unknown) => (body as { appeal: Record<string, unknown> }).appeal;

describe('POST /appeal: the checks in the server order', () => {
  it('creates a server-blacklist appeal: pending, no votes, the punishment from the blacklist', async () => {
    const response = await create({ type: 3, serverID: BLACKLISTED_SERVER_ID, userAppeal: ' Please. ' });
    expect(response.status).toBe(200);
    const appeal = appealOf(response.body);
    expect(appeal).toMatchObject({
      userID: PERSONAS.customer.userId,
      serverID: BLACKLISTED_SERVER_ID,
      userAppeal: 'Please.',
      status: 0,
      type: 3,
      votes: [],
      punishmentInfo: { reason: 'Orders used to spam other servers.', issuedBy: PERSONAS.manager.userId },
    });
    expect(appeal.id).toMatch(/^\d+_\d+$/);
    const mine = await call(`${BASE}/${PERSONAS.customer.userId}/appeals`, { as: 'customer' });
    expect((mine.body as { appeals: { id: string }[] }).appeals[0]?.id).toBe(appeal.id);
  });

  it('400 appeal_exists while an appeal of the same type is pending or on hold', async () => {
    await create({ type: 3, serverID: BLACKLISTED_SERVER_ID, userAppeal: 'One' });
    expectApiError(
      await create({ type: 3, serverID: BLACKLISTED_SERVER_ID, userAppeal: 'Two' }),
      400,
      'appeal_exists',
      'Appeal already submitted for that case',
    );
    // Another type is another case (and here, another refusal).
    expectApiError(
      await create({ type: 2, userAppeal: 'x' }),
      404,
      'user_not_blacklisted',
      'User is not blacklisted',
    );
  });

  it('404 server_not_blacklisted, 404 server_not_found, 403 not_server_owner', async () => {
    expectApiError(
      await create({ type: 3, serverID: '999999999999999999', userAppeal: 'x' }),
      404,
      'server_not_blacklisted',
      'Server is not blacklisted',
    );
    expectApiError(
      await create({ type: 3, serverID: SERVER_IDS.vanished, userAppeal: 'x' }),
      404,
      'server_not_found',
      'Server was not found by specified ID',
    );
    expectApiError(
      await create({ type: 3, serverID: SERVER_IDS.toastTown, userAppeal: 'x' }),
      403,
      'not_server_owner',
      'You must be the server owner to appeal this server blacklist',
    );
  });

  it('404 user_not_banned for a Discord ban appeal without a ban', async () => {
    expectApiError(await create({ type: 1, userAppeal: 'x' }), 404, 'user_not_banned', 'User is not banned');
  });

  it('400 invalid_appeal_type: the type is compared strictly, so "1" is refused', async () => {
    expectApiError(
      await create({ type: '1', userAppeal: 'x' }),
      400,
      'invalid_appeal_type',
      'Invalid appeal type',
    );
    expectApiError(
      await create({ type: 4, userAppeal: 'x' }),
      400,
      'invalid_appeal_type',
      'Invalid appeal type',
    );
  });

  it('needs a session', async () => {
    expectApiError(await create({ type: 1, userAppeal: 'x' }, ''), 401, 'unauthorized');
  });
});

describe('reading appeals', () => {
  it('the appellant reads their appeal with vote notes only; staff see the voters', async () => {
    const own = appealOf((await call(`${BASE}/${APPEAL_IDS.customerOld}`, { as: 'customer' })).body);
    expect(own.votes).toEqual([{ note: 'Too soon.' }, {}, { note: 'Agreed, try again later.' }]);
    const staff = appealOf((await call(`${BASE}/${APPEAL_IDS.customerOld}`, { as: 'manager' })).body);
    expect((staff.votes as { userID: string }[])[0]?.userID).toBe(USER_IDS.greta);
  });

  it('someone else’s appeal is not found; another user’s list needs MANAGE_APPEALS', async () => {
    expectApiError(
      await call(`${BASE}/${APPEAL_IDS.solBlacklist}`, { as: 'customer' }),
      404,
      'appeal_not_found',
    );
    expectApiError(
      await call(`${BASE}/${USER_IDS.sol}/appeals`, { as: 'customer' }),
      403,
      'missing_permissions',
    );
  });

  it('the admin list is the queue (pending and on hold) by default, newest first, and filters', async () => {
    const queue = await call(`${BASE}/admin/appeals`, { as: 'manager' });
    const ids = (queue.body as { appeals: { id: string }[] }).appeals.map((a) => a.id);
    expect(ids).toEqual([APPEAL_IDS.benBan, APPEAL_IDS.solBlacklist, APPEAL_IDS.dumplingServer]);
    const bans = await call(`${BASE}/admin/appeals?status=0,1,2,3&type=1`, { as: 'manager' });
    expect((bans.body as { appeals: { id: string }[] }).appeals.map((a) => a.id)).toEqual([
      APPEAL_IDS.benBan,
      APPEAL_IDS.wesBan,
    ]);
    expectApiError(await call(`${BASE}/admin/appeals`, { as: 'chef' }), 403, 'missing_permissions');
  });
});

describe('POST /appeal/{id}/vote', () => {
  it('records one vote per voter (a new one replaces it) and is not completed before 3', async () => {
    expect(
      (await vote(APPEAL_IDS.benBan, { vote: 'upvote', reason: 'Brother story checks out' })).body,
    ).toEqual({
      completed: false,
    });
    await vote(APPEAL_IDS.benBan, { vote: 'downvote', reason: 'Changed my mind' });
    expect(db.appeals.get(APPEAL_IDS.benBan)?.votes).toEqual([
      { userID: PERSONAS.manager.userId, upvoted: false, note: 'Changed my mind' },
    ]);
  });

  it('3 accept votes accept it and lift the punishment; it leaves the queue', async () => {
    // Sol's appeal has one vote each way: the admin's and the manager's accept make three... with Greta's.
    await vote(APPEAL_IDS.solBlacklist, { vote: 'upvote' }, 'manager');
    expect((await vote(APPEAL_IDS.solBlacklist, { vote: 'upvote' }, 'admin')).body).toEqual({
      completed: true,
    });
    expect(db.appeals.get(APPEAL_IDS.solBlacklist)?.status).toBe(2);
    expect(db.blacklists.get(USER_IDS.sol)).toBeUndefined();
    const queue = await call(`${BASE}/admin/appeals`, { as: 'manager' });
    expect((queue.body as { appeals: { id: string }[] }).appeals.map((a) => a.id)).not.toContain(
      APPEAL_IDS.solBlacklist,
    );
  });

  it('anything but "upvote" denies; 3 deny votes deny it', async () => {
    await vote(APPEAL_IDS.solBlacklist, { vote: 'nope' }, 'manager');
    expect((await vote(APPEAL_IDS.solBlacklist, { vote: 'downvote' }, 'admin')).body).toEqual({
      completed: true,
    });
    expect(db.appeals.get(APPEAL_IDS.solBlacklist)?.status).toBe(3);
    expect(db.blacklists.get(USER_IDS.sol)).toBeDefined();
  });

  it('force decides at once without a vote, and needs MANAGE_APPEALS_ADMIN', async () => {
    expectApiError(
      await vote(APPEAL_IDS.benBan, { vote: 'upvote', force: true }, 'manager'),
      403,
      'missing_permissions',
    );
    expect((await vote(APPEAL_IDS.benBan, { vote: 'upvote', force: true }, 'admin')).body).toEqual({
      completed: true,
    });
    expect(db.appeals.get(APPEAL_IDS.benBan)).toMatchObject({ status: 2, votes: [] });
    expect(db.guildBans.get(USER_IDS.ben)).toBeUndefined();
  });

  it('404 appeal_not_found; 400 appeal_not_pending, on hold included', async () => {
    expectApiError(await vote('nope', { vote: 'upvote' }), 404, 'appeal_not_found', 'Appeal not found');
    expectApiError(
      await vote(APPEAL_IDS.dumplingServer, { vote: 'upvote' }),
      400,
      'appeal_not_pending',
      'Appeal is not pending',
    );
    expectApiError(
      await vote(APPEAL_IDS.wesBan, { vote: 'upvote' }),
      400,
      'appeal_not_pending',
      'Appeal is not pending',
    );
  });
});

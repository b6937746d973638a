import { describe, expect, it } from 'vitest';
import { appealQueueSearchSchema, queueInputOf, tallyOf, voteRules } from './queue';

describe('the queue search', () => {
  it('keeps known views and types, drops anything else alone', () => {
    expect(appealQueueSearchSchema.parse({ view: 'denied', type: 'server-blacklist' })).toEqual({
      view: 'denied',
      type: 'server-blacklist',
    });
    expect(appealQueueSearchSchema.parse({ view: '__proto__', type: 'user-blacklist' })).toEqual({
      type: 'user-blacklist',
    });
    expect(appealQueueSearchSchema.parse({ view: ['queue'], type: 3 })).toEqual({});
  });

  it('reads the queue (pending and on hold) unless told otherwise, types as numbers', () => {
    expect(queueInputOf({})).toEqual({ status: '0,1' });
    expect(queueInputOf({ view: 'accepted', type: 'discord-ban' })).toEqual({ status: '2', type: 1 });
  });
});

describe('votes', () => {
  it('are counted each way; votes without a side count for neither', () => {
    expect(tallyOf([{ upvoted: true }, { upvoted: false }, { upvoted: true }, { note: 'x' }])).toEqual({
      accept: 2,
      deny: 1,
    });
  });

  it('want a side; the reason is optional', () => {
    expect(voteRules.vote('')).toBe('Choose accept or deny');
    expect(voteRules.vote('upvote')).toBeNull();
    expect(voteRules.reason('')).toBeNull();
    expect(voteRules.reason('x'.repeat(1001))).not.toBeNull();
  });
});

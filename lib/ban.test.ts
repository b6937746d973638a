import { describe, expect, it } from 'vitest';
import { BAN_NO_REASON, BAN_PERMANENT, banMessage, banMessageParts, formatBanDate } from './ban';

const EXPIRY = Date.UTC(2026, 11, 21, 10, 0);

describe('lib/ban formatBanDate', () => {
  it('writes day, short month, year and a 24-hour UTC time with the zone named', () => {
    expect(formatBanDate(EXPIRY)).toBe('21 Dec 2026, 10:00 UTC');
    expect(formatBanDate(Date.UTC(2027, 0, 1))).toBe('1 Jan 2027, 00:00 UTC');
    expect(formatBanDate(Date.UTC(2026, 8, 5, 23, 7))).toBe('5 Sep 2026, 23:07 UTC');
  });

  it('is always UTC, whatever the time zone of the machine', () => {
    // 23:30 UTC is already the next day east of UTC: the date must not move.
    expect(formatBanDate(Date.UTC(2026, 10, 21, 23, 30))).toBe('21 Nov 2026, 23:30 UTC');
  });

  it('gives null for a time a Date cannot hold', () => {
    expect(formatBanDate(Number.NaN)).toBeNull();
    expect(formatBanDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatBanDate(8.64e15 + 1)).toBeNull();
  });
});

describe('lib/ban banMessage (verbatim)', () => {
  it('matches the spec sentence exactly, with no space after the reason and nothing after the date', () => {
    expect(banMessage({ reason: 'Spamming orders', expiry: EXPIRY })).toBe(
      'You are currently banned from this website for the following reason: Spamming ordersThis ban will expire on 21 Dec 2026, 10:00 UTC.',
    );
  });

  it('reads "No reason given." for a null, missing, empty or blank reason', () => {
    for (const reason of [null, undefined, '', '   ']) {
      expect(banMessage({ reason, expiry: EXPIRY })).toBe(
        `You are currently banned from this website for the following reason: ${BAN_NO_REASON}This ban will expire on 21 Dec 2026, 10:00 UTC.`,
      );
    }
  });

  it('trims the reason', () => {
    expect(banMessageParts({ reason: '  Troll orders \n', expiry: EXPIRY }).reason).toBe(
      'You are currently banned from this website for the following reason: Troll orders',
    );
  });

  it('says the ban is permanent without an expiry (or with one no date can show)', () => {
    expect(banMessage({ reason: 'Harassment', expiry: null })).toBe(
      `You are currently banned from this website for the following reason: Harassment${BAN_PERMANENT}`,
    );
    expect(banMessageParts({ reason: 'x', expiry: Number.NaN }).expiry).toBe('This ban is permanent.');
  });

  it('splits into two sentences whose concatenation is the whole message', () => {
    const ban = { reason: 'Spamming orders', expiry: EXPIRY };
    const { reason, expiry } = banMessageParts(ban);
    expect(expiry).toBe('This ban will expire on 21 Dec 2026, 10:00 UTC.');
    expect(`${reason}${expiry}`).toBe(banMessage(ban));
  });
});

import { describe, expect, it } from 'vitest';
import { DISCORD_EPOCH, isSnowflake, snowflakeToTimestamp } from './snowflake';

describe('snowflakeToTimestamp', () => {
  it("decodes Discord's documented example id", () => {
    // discord.com/developers/docs/reference#snowflakes: 175928847299117063 → 2016-04-30 11:18:25.796 UTC.
    // Worked by hand: 175928847299117063 >> 22 = 41944705796; + 1420070400000 = 1462015105796.
    expect(175928847299117063n >> 22n).toBe(41944705796n);
    expect(snowflakeToTimestamp('175928847299117063')).toBe(1462015105796);
    expect(new Date(snowflakeToTimestamp('175928847299117063') as number).toISOString()).toBe(
      '2016-04-30T11:18:25.796Z',
    );
  });

  it('keeps full precision for 19-digit ids beyond 2^53', () => {
    // Computed outside JS with exact integers: 1234567890123456789 // 4194304 = 294343922167.
    expect(snowflakeToTimestamp('1234567890123456789')).toBe(294343922167 + 1420070400000);
    // The largest int64: exact division gives 2199023255551; floating point would round up to ...552.
    expect(snowflakeToTimestamp('9223372036854775807')).toBe(2199023255551 + 1420070400000);
  });

  it('accepts 16-digit ids (the formula holds for ids of 16+ digits)', () => {
    // 4194304 * 1000000000 = 4194304000000000 (16 digits): exactly 1e9 ms after the epoch.
    expect(snowflakeToTimestamp('4194304000000000')).toBe(1420070400000 + 1_000_000_000);
  });

  it('rejects short ids, non-digits and junk', () => {
    for (const bad of [
      '',
      '123',
      '419430400000000',
      '17592884729911706x',
      '-175928847299117063',
      ' 175928847299117063',
      '1.75928847299117063e17',
      'abc',
    ]) {
      expect(snowflakeToTimestamp(bad), bad).toBeNull();
    }
  });

  it('uses the Discord epoch', () => {
    expect(DISCORD_EPOCH).toBe(Date.UTC(2015, 0, 1));
  });
});

describe('isSnowflake', () => {
  it('accepts 17 to 19 digits', () => {
    expect(isSnowflake('12345678901234567')).toBe(true);
    expect(isSnowflake('175928847299117063')).toBe(true);
    expect(isSnowflake('1234567890123456789')).toBe(true);
  });

  it('rejects 16 or 20 digits, letters and non-strings', () => {
    expect(isSnowflake('1234567890123456')).toBe(false);
    expect(isSnowflake('12345678901234567890')).toBe(false);
    expect(isSnowflake('17592884729911706a')).toBe(false);
    expect(isSnowflake(10 ** 17)).toBe(false);
    expect(isSnowflake(null)).toBe(false);
    expect(isSnowflake('@me')).toBe(false);
  });
});

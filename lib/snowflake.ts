/**
 * Discord snowflakes (docs/product/display-rules.md#snowflake-timestamps). Ids exceed 2^53, so arithmetic
 * goes through BigInt.
 */
export const DISCORD_EPOCH = 1420070400000;
/** The server's snowflake rule (its `DISCORD_SNOWFLAKE_REGEX`; docs/api/entities.md#identifiers). */
export const SNOWFLAKE_PATTERN = /^[0-9]{17,19}$/;

export function isSnowflake(id: unknown): id is string {
  return typeof id === 'string' && SNOWFLAKE_PATTERN.test(id);
}

/**
 * Creation time in ms: id / 4194304 + 1420070400000, for ids of 16+ digits
 * (docs/product/display-rules.md#snowflake-timestamps). The division is exact integer division on BigInt, so
 * 19-digit ids do not lose precision. `null` for anything else.
 */
export function snowflakeToTimestamp(id: string): number | null {
  if (!/^[0-9]{16,20}$/.test(id)) return null;
  return Number(BigInt(id) / 4194304n) + DISCORD_EPOCH;
}

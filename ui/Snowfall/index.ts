export type { SnowfallProps, Snowflake } from './Snowfall';
export { Snowfall, snowflakes } from './Snowfall';

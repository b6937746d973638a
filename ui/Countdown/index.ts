export type { CountdownParts, CountdownProps } from './Countdown';
export { Countdown, countdownLabel, countdownParts } from './Countdown';

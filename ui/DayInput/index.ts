export type { DayInputProps } from './DayInput';
export { DayInput } from './DayInput';

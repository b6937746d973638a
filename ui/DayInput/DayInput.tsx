// The date picker's styles load with the pages that show one (the public first visit stays within its budget).
import '@mantine/dates/styles.layer.css';
import { DATE_INPUT_FORMAT } from '@lib/format';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';

export interface DayInputProps
  extends Omit<DatePickerInputProps<'default'>, 'type' | 'valueFormat' | 'clearable' | 'clearButtonProps'> {
  /** The clear button's accessible name, e.g. “Clear the first day”. */
  clearLabel: string;
}

/**
 * A field for one day, picked from a calendar: shown like every date on the site (“24 Nov 2026”), clearable
 * (empty is a meaning of its own: no end, not planned), the clear button named for screen readers.
 */
export function DayInput({ clearLabel, ...props }: DayInputProps) {
  return (
    <DatePickerInput
      valueFormat={DATE_INPUT_FORMAT}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      {...props}
    />
  );
}

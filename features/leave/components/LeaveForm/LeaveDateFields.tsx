import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DayInput } from '@ui/DayInput';
import { LEAVE_REASON_MAX_LENGTH, type LeaveFormValues } from '../../model';

export interface LeaveDateFieldsProps<V extends LeaveFormValues> {
  form: UseFormReturnType<V>;
  /** The reason is required (your own request) or optional (filed by a manager). */
  reasonRequired: boolean;
}

/**
 * The first day, the last day (optional: no end date), and the reason. The days are checked when the form is sent,
 * not when their field loses focus: opening the calendar moves focus away, which would mark an untouched field
 * wrong before the user picked anything (docs/glossary.md#forms).
 */
export function LeaveDateFields<V extends LeaveFormValues>({
  form,
  reasonRequired,
}: LeaveDateFieldsProps<V>) {
  const length = form.values.reason.trim().length;
  return (
    <>
      <DayInput
        label="First day"
        withAsterisk
        clearLabel="Clear the first day"
        {...form.getInputProps('start', { withFocus: false })}
      />
      <DayInput
        label="Last day"
        description="Leave it empty if you do not know when you will be back."
        clearLabel="Clear the last day"
        minDate={form.values.start ?? undefined}
        {...form.getInputProps('end', { withFocus: false })}
      />
      <Textarea
        label="Reason"
        withAsterisk={reasonRequired}
        autosize
        minRows={3}
        maxRows={10}
        description={`${length} / ${LEAVE_REASON_MAX_LENGTH} characters`}
        {...form.getInputProps('reason')}
      />
    </>
  );
}

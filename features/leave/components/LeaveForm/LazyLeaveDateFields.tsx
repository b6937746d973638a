import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { LeaveFormValues } from '../../model';
import type { LeaveDateFieldsProps } from './LeaveDateFields';

/**
 * The date fields load with the form that shows them: the date picker and dayjs stay out of the bundle every
 * page shares (the route files import this feature for its search schema).
 */
const Fields = lazy(() =>
  import('./LeaveDateFields').then((module) => ({ default: module.LeaveDateFields })),
);

export function LazyLeaveDateFields<V extends LeaveFormValues>(props: LeaveDateFieldsProps<V>) {
  return (
    <Suspense
      fallback={
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the date fields">
          <Skeleton height={58} />
          <Skeleton height={78} />
          <Skeleton height={110} />
        </Stack>
      }
    >
      {/* The form's value type only narrows what the fields read; the lazy component cannot stay generic. */}
      <Fields {...(props as unknown as LeaveDateFieldsProps<LeaveFormValues>)} />
    </Suspense>
  );
}

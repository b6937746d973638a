import { Alert } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';

/**
 * Why this applicant cannot apply to a form right now (`applyStateOf`'s message), on the recruitment list and on
 * the form itself (docs/product/recruitment-and-appeals.md#recruitment-for-applicants-built).
 */
export function ApplyClosedNotice({ message }: { message: string }) {
  return (
    <Alert
      role="note"
      color="gray"
      variant="light"
      icon={<IconClockPause size={18} aria-hidden />}
      title="You cannot apply right now"
    >
      {message}
    </Alert>
  );
}

import { Badge } from '@mantine/core';
import { leaveStatusInfo } from '../../model';

/** A leave request's status: Pending (blue), Approved (green), Denied (red), else Unknown (grey). */
export function LeaveStatusBadge({ status }: { status: unknown }) {
  const { label, color } = leaveStatusInfo(status);
  return <Badge color={color}>{label}</Badge>;
}

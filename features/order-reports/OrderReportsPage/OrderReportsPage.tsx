/**
 * `/staff/admin/report-manager/orders` (VIEW_BACKLOG or perk FEEDBACK_BETA): the open order reports. What it does:
 * docs/product/reports.md#order-reports-list.
 */
import { accessOf } from '@lib/access';
import { formatDateTime, formatRelative, isoTime } from '@lib/format';
import type { OrderReport } from '@lib/schemas/backlog';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { Avatar } from '@ui/Avatar';
import { CardList, CoverLink } from '@ui/CardList';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { Page } from '@ui/PageHeader';
import { useOrderReports } from '../hooks';
import { excerpt, paths, REPORTS_CLOSED_TITLE, REPORTS_NEED_BOTH } from '../model';
import classes from './OrderReportsPage.module.css';

export interface OrderReportsPageProps {
  /** Clock for "5 minutes ago"; stories pin it. */
  now?: () => number;
}

export function OrderReportsPage({ now = Date.now }: OrderReportsPageProps) {
  const open = accessOf(paths.list, useCurrentUser()) === 'open';
  const reports = useOrderReports(open);
  const count = reports.data?.reports.length;

  return (
    <Page
      gap={0}
      title="Order Reports"
      description={
        count === undefined
          ? 'Orders customers have reported, newest first.'
          : count === 1
            ? '1 open report, newest first.'
            : `${count} open reports, newest first.`
      }
    >
      {!open ? (
        // A guard-only user: no request, the server would refuse it.
        <ErrorState title={REPORTS_CLOSED_TITLE} message={REPORTS_NEED_BOTH} />
      ) : (
        <DataState
          source={reports}
          loadingLabel="Loading the order reports"
          errorMessage={(reason) => `The reports could not be loaded: ${reason}`}
          // A 403 (the server's own check): its message, no retry.
          refusedTitle={REPORTS_CLOSED_TITLE}
          isEmpty={(data) => data.reports.length === 0}
          empty={
            <EmptyState
              icon={<IconMoodSmile size={28} />}
              title="No open reports"
              description="Every reported order has been dealt with. New reports appear here."
            />
          }
        >
          {(data) => (
            <CardList aria-label="Open order reports">
              {data.reports.map((report) => (
                <li key={report.id}>
                  <ReportRow report={report} now={now()} />
                </li>
              ))}
            </CardList>
          )}
        </DataState>
      )}
    </Page>
  );
}

function ReportRow({ report, now }: { report: OrderReport; now: number }) {
  const reporter = report.reportedBy;
  const reporterName = reporter ? userDisplayName(reporter) : 'Unknown user';
  const when = formatRelative(report.reportedAt, now);
  const orderText = report.orderInfo?.userOrder;

  return (
    <Paper
      withBorder
      p="md"
      className={classes.row}
      component="article"
      aria-labelledby={`report-${report.id}`}
    >
      <Stack gap={6}>
        <Anchor
          component={CoverLink}
          to={paths.report(report.id)}
          id={`report-${report.id}`}
          fw={600}
          className={classes.link}
        >
          <span className={classes.orderId}>{report.orderID}</span>
          <span>{report.reportReason || 'No reason given'}</span>
        </Anchor>
        {orderText ? (
          <Text size="sm" c="dimmed" className={classes.excerpt}>
            {excerpt(orderText)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            No order history entry for this order
          </Text>
        )}
        <Group gap="xs" align="center" wrap="nowrap">
          {reporter && <Avatar userId={reporter.id} avatar={reporter.avatar} name={reporterName} size={24} />}
          <Text size="sm" className={classes.meta}>
            Reported by {reporterName}
            {when && (
              <>
                {' · '}
                <time
                  dateTime={isoTime(report.reportedAt)}
                  title={formatDateTime(report.reportedAt) ?? undefined}
                >
                  {when}
                </time>
              </>
            )}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

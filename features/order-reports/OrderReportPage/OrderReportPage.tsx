/**
 * `/staff/admin/report-manager/orders/{id}`: one order report, and marking it completed. What it does:
 * docs/product/reports.md#report-page.
 */
import { accessOf } from '@lib/access';
import { useDialogState } from '@lib/dialog-state';
import { formatDateTime, formatRelative, isoTime } from '@lib/format';
import type { OrderReport } from '@lib/schemas/backlog';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import {
  Anchor,
  Button,
  Container,
  DataList,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { IconArrowLeft, IconCheck, IconFileUnknown } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { Avatar } from '@ui/Avatar';
import { BacklogEntry } from '@ui/BacklogEntry';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { PageHeader } from '@ui/PageHeader';
import { useCompleteReport, useOrderReport } from '../hooks';
import { paths, REPORTS_CLOSED_TITLE, REPORTS_NEED_BOTH } from '../model';
import classes from './OrderReportPage.module.css';

export interface OrderReportPageProps {
  /** The report's id: the route's `{id}`. */
  id: string;
  /** Same-origin navigation (back to the list after "Mark completed"). */
  onNavigate: (path: string) => void;
  /** Clock for "5 minutes ago"; stories pin it. */
  now?: () => number;
}

export function OrderReportPage({ id, onNavigate, now = Date.now }: OrderReportPageProps) {
  const open = accessOf('/staff/admin/report-manager/orders/$id', useCurrentUser()) === 'open';
  const read = useOrderReport(id, open);

  return (
    <Container size="lg" py="lg">
      <Anchor component={AppLink} to={paths.list} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> All order reports
      </Anchor>
      {!open ? (
        // A guard-only user: no request, the server would refuse it.
        <ErrorState title={REPORTS_CLOSED_TITLE} message={REPORTS_NEED_BOTH} />
      ) : (
        <DataState
          source={read}
          loadingLabel="Loading the report"
          skeleton="detail"
          errorMessage={(reason) => `The report could not be loaded: ${reason}`}
          refusedTitle={REPORTS_CLOSED_TITLE}
          notFound={(message) => (
            <EmptyState
              headingLevel={1}
              icon={<IconFileUnknown size={28} />}
              // The server's message ('Report not found') is the title.
              title={message || 'Report not found'}
              description="It may have been completed already, or the link is wrong."
              action={
                <Button component={AppLink} to={paths.list}>
                  Back to the reports
                </Button>
              }
            />
          )}
        >
          {({ report }) => <ReportDetails report={report} onNavigate={onNavigate} now={now} />}
        </DataState>
      )}
    </Container>
  );
}

function ReportDetails({
  report,
  onNavigate,
  now,
}: {
  report: OrderReport;
  onNavigate: (path: string) => void;
  now: () => number;
}) {
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const reporter = report.reportedBy;
  const reporterName = reporter ? userDisplayName(reporter) : 'Unknown user';
  const reportedAt = formatDateTime(report.reportedAt);
  const ago = formatRelative(report.reportedAt, now());

  return (
    <>
      <PageHeader
        title={
          <>
            Report on order <span className={classes.id}>{report.orderID}</span>
          </>
        }
        description={ago ? `Reported ${ago} by ${reporterName}` : `Reported by ${reporterName}`}
        actions={<MarkCompleted id={report.id} orderID={report.orderID} onDone={onNavigate} />}
      />

      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="report-details">
          <Stack gap="md">
            <Title order={2} size="h4" id="report-details">
              Report
            </Title>
            <DataList size="sm" labelWidth="8.5rem" orientation={orientation}>
              <DataList.Item>
                <DataList.ItemLabel>Reason</DataList.ItemLabel>
                <DataList.ItemValue className={classes.quote}>
                  {report.reportReason || 'No reason given'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Notes</DataList.ItemLabel>
                <DataList.ItemValue className={classes.quote}>
                  {report.notes || (
                    <Text span c="dimmed" size="sm" fs="italic">
                      No notes
                    </Text>
                  )}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Reported by</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Group gap="xs" wrap="nowrap" align="center">
                    {reporter && (
                      <Avatar userId={reporter.id} avatar={reporter.avatar} name={reporterName} size={28} />
                    )}
                    <Stack gap={0} className={classes.entry}>
                      <Text size="sm">{reporterName}</Text>
                      {reporter && (
                        <Text size="xs" c="dimmed" className={classes.id}>
                          {reporter.id}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </DataList.ItemValue>
              </DataList.Item>
              {reportedAt && (
                <DataList.Item>
                  <DataList.ItemLabel>Reported at</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <time dateTime={isoTime(report.reportedAt)}>{reportedAt}</time>
                  </DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList>
          </Stack>
        </Paper>

        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="report-order-entry"
        >
          <Stack gap="md">
            <Title order={2} size="h4" id="report-order-entry">
              Order history entry
            </Title>
            {report.orderInfo ? (
              <BacklogEntry
                entry={report.orderInfo}
                detailed
                variant="plain"
                datePrefix="added"
                customerHistoryHref={
                  report.orderInfo.orderedBy ? paths.orderHistory(report.orderInfo.orderedBy) : undefined
                }
              />
            ) : (
              <Text c="dimmed">The order history has no entry for order {report.orderID}.</Text>
            )}
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}

interface MarkCompletedProps {
  id: string;
  orderID: string;
  onDone: (path: string) => void;
}

/** "Mark completed" and its confirmation. The dialog stays open with the server's message on failure. */
function MarkCompleted({ id, orderID, onDone }: MarkCompletedProps) {
  const confirm = useDialogState();
  const complete = useCompleteReport(id, orderID, () => {
    confirm.close();
    onDone(paths.list);
  });

  return (
    <>
      <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => confirm.open(true, complete)}>
        Mark completed
      </Button>
      <ConfirmDialog
        opened={confirm.opened}
        title="Mark this report as completed?"
        confirmLabel="Mark completed"
        tone="primary"
        failureTitle="The report was not marked as completed"
        onClose={confirm.close}
        action={complete}
      >
        The report on order {orderID} leaves the list of open reports. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

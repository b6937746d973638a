/**
 * `/staff/admin/management-statistics` (VIEW_MANAGEMENT_STATISTICS): the signed-in manager's own activity: each
 * counter over the last 7 and 30 days and in all, as a chart and a table with the same figures.
 */
import { formatNumber } from '@lib/format';
import { useCurrentUser } from '@lib/session';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { BarChart } from '@ui/BarChart';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { useStatisticsOf } from '../hooks';
import { counterRows } from '../model';

export interface MyPerformancePageProps {
  /** The time the periods end at (tests fix it). */
  now?: () => number;
}

export function MyPerformancePage({ now = Date.now }: MyPerformancePageProps) {
  const user = useCurrentUser();
  const source = useStatisticsOf(user?.id ?? null);
  return (
    <Page title="My Performance" description="Your management activity: what you reviewed, voted and issued.">
      <DataState
        source={source}
        loadingLabel="Loading your statistics"
        skeleton="detail"
        errorMessage="Your statistics could not be loaded."
        refusedTitle="Your statistics are not open to you"
        isEmpty={(data) => data.statistics === null}
        empty={
          <EmptyState
            icon={<IconChartBar size={28} />}
            title="No activity recorded yet"
            description="Reviewing applications, voting on appeals and issuing warnings or blacklists shows up here."
          />
        }
      >
        {({ statistics }) => {
          const rows = statistics ? counterRows(statistics, now()) : [];
          return (
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Last 30 days
                </Title>
                <BarChart
                  title="Your actions in the last 30 days"
                  unit="times"
                  items={rows.map((row) => ({ id: row.key, label: row.label, value: row.month }))}
                />
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Action</Table.Th>
                      <Table.Th scope="col">Last 7 days</Table.Th>
                      <Table.Th scope="col">Last 30 days</Table.Th>
                      <Table.Th scope="col">All time</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.key}>
                        <Table.Th scope="row">{row.label}</Table.Th>
                        <Table.Td>{formatNumber(row.week)}</Table.Td>
                        <Table.Td>{formatNumber(row.month)}</Table.Td>
                        <Table.Td>{formatNumber(row.all)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Text size="xs" c="dimmed">
                  Order history entries are not recorded yet, so they stay at 0.
                </Text>
              </Stack>
            </Card>
          );
        }}
      </DataState>
    </Page>
  );
}

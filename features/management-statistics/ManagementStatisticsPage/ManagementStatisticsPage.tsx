/**
 * `/staff/admin/management-statistics/management` (MANAGE_MANAGEMENT_STATISTICS): every manager's activity. What it
 * does: docs/product/administration.md#management-statistics.
 */

import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { formatNumber } from '@lib/format';
import type { ManagementStatistics } from '@lib/schemas/statistics';
import { STATISTIC_KEYS } from '@lib/schemas/statistics';
import { Button, Card, Stack, Table, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDownload } from '@tabler/icons-react';
import { BarChart } from '@ui/BarChart';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { ActionsHead, ResponsiveTable } from '@ui/ResponsiveTable';
import { useState } from 'react';
import { useAllStatistics, useDeleteStatistics } from '../hooks';
import {
  csvFileName,
  DEFAULT_SORT,
  managerName,
  nextSort,
  type Sort,
  type SortKey,
  STATISTIC_LABELS,
  sortStatistics,
  statisticsCsv,
  totalActions,
} from '../model';
import classes from './ManagementStatisticsPage.module.css';

export interface ManagementStatisticsPageProps {
  /** Saves the export (the browser's download by default; stories catch it). */
  onExport?: (fileName: string, csv: string) => void;
  now?: () => number;
}

function download(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'name', label: 'Manager' },
  ...STATISTIC_KEYS.map((key) => ({ key, label: STATISTIC_LABELS[key] })),
  { key: 'total', label: 'Total' },
];

export function ManagementStatisticsPage({
  onExport = download,
  now = Date.now,
}: ManagementStatisticsPageProps) {
  const source = useAllStatistics();
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const deletion = useDialogState<ManagementStatistics>();
  const remove = useDeleteStatistics(deletion.close);

  return (
    <Page
      size="xl"
      title="Management"
      description="Every manager’s activity, all time. Sort by any column; export it as a spreadsheet."
      actions={
        source.data &&
        source.data.statistics.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              onExport(csvFileName(now()), statisticsCsv(sortStatistics(source.data?.statistics ?? [], sort)))
            }
          >
            Export CSV
          </Button>
        )
      }
      overlays={
        deletion.item && (
          <ConfirmDialog
            opened={deletion.opened}
            title={`Delete the statistics of ${managerName(deletion.item)}?`}
            confirmLabel="Delete statistics"
            failureTitle="The statistics were not deleted"
            onClose={deletion.close}
            action={bindAction(remove, deletion.item)}
          >
            Their {formatNumber(totalActions(deletion.item))} recorded actions (applications reviewed, appeals
            voted, warnings, blacklists and order history entries) are erased from these statistics, and
            counting starts again from their next action. The actions themselves and their account are not
            touched. This cannot be undone.
          </ConfirmDialog>
        )
      }
    >
      <DataState
        source={source}
        loadingLabel="Loading the statistics"
        errorMessage="The statistics could not be loaded."
        refusedTitle="The statistics are not open to you"
        isEmpty={(data) => data.statistics.length === 0}
        empty={
          <EmptyState
            title="No statistics yet"
            description="Managers’ actions show up here as they happen."
          />
        }
      >
        {({ statistics }) => (
          <Stack gap="lg">
            <ActionsChart statistics={statistics} />
            <StatisticsTable
              statistics={statistics}
              sort={sort}
              onSort={setSort}
              onDelete={(stats) => deletion.open(stats, remove)}
            />
          </Stack>
        )}
      </DataState>
    </Page>
  );
}

/** The managers' totals as bars, most active first whatever the table's order. */
function ActionsChart({ statistics }: { statistics: ManagementStatistics[] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Actions per manager
        </Title>
        <BarChart
          title="Actions per manager, all time"
          unit="actions"
          items={sortStatistics(statistics, DEFAULT_SORT).map((s) => ({
            id: s._id,
            label: managerName(s),
            value: totalActions(s),
          }))}
        />
      </Stack>
    </Card>
  );
}

interface StatisticsTableProps {
  statistics: ManagementStatistics[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  onDelete: (stats: ManagementStatistics) => void;
}

/** Every manager's counts, sorted by the column whose head was clicked. */
function StatisticsTable({ statistics, sort, onSort, onDelete }: StatisticsTableProps) {
  return (
    <ResponsiveTable striped minWidth="48rem" phoneHead="sort" aria-label="Actions per manager">
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <Table.Th
              key={column.key}
              scope="col"
              aria-sort={sort.key === column.key ? sort.direction : undefined}
            >
              <UnstyledButton className={classes.sort} onClick={() => onSort(nextSort(sort, column.key))}>
                {column.label}
                {sort.key === column.key &&
                  (sort.direction === 'ascending' ? (
                    <IconArrowUp size={14} aria-hidden />
                  ) : (
                    <IconArrowDown size={14} aria-hidden />
                  ))}
              </UnstyledButton>
            </Table.Th>
          ))}
          <ActionsHead />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortStatistics(statistics, sort).map((stats) => (
          <Table.Tr key={stats._id}>
            <Table.Th scope="row" className={classes.name}>
              {managerName(stats)}
            </Table.Th>
            {STATISTIC_KEYS.map((key) => (
              <Table.Td key={key} data-label={STATISTIC_LABELS[key]} className={classes.number}>
                {formatNumber(stats[key].length)}
              </Table.Td>
            ))}
            <Table.Td data-label="Total" className={classes.number}>
              {formatNumber(totalActions(stats))}
            </Table.Td>
            <Table.Td data-actions>
              <Tooltip
                label={`Erases ${managerName(stats)}’s recorded actions from these statistics; their counts start again from 0`}
                multiline
                w={260}
              >
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onDelete(stats)}>
                  Delete statistics<VisuallyHidden> of {managerName(stats)}</VisuallyHidden>
                </Button>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

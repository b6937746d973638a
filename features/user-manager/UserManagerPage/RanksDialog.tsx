import type { Holder } from '@lib/permissions';
import type { Rank } from '@lib/schemas/rank';
import { type User, userDisplayName } from '@lib/schemas/user';
import { Alert, Button, Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import { RankBadge } from '@ui/RankBadge';
import { useUpdateRanks } from '../hooks';
import { byPosition, canAssign, rankChangeSummary, ranksChanged, sortedRankIds } from '../model';

const LOG_CHOICES = [
  { value: 'default', label: 'When the top rank changes' },
  { value: 'always', label: 'Always' },
  { value: 'never', label: 'Never' },
] as const;
type LogChoice = (typeof LOG_CHOICES)[number]['value'];
const LOG_VALUES: Record<LogChoice, boolean | null> = { default: null, always: true, never: false };

export interface RanksDialogProps {
  opened: boolean;
  onClose: () => void;
  user: User;
  ranks: readonly Rank[];
  /** The signed-in user manager: only ranks below their own are offered (SUPER_ADMIN: every rank). */
  manager: Holder & { ranks: readonly string[] };
}

/**
 * Change a user's ranks: a box per rank, highest first, those at or above your own rank disabled. The change in
 * words (top rank before → after, the ranks taken away) is the confirmation; announce and rank-history choices
 * go with it.
 */
export function RanksDialog({ opened, onClose, user, ranks, manager }: RanksDialogProps) {
  const name = userDisplayName(user);
  const save = useUpdateRanks(name, onClose);
  // Every opening starts from the user's ranks as they are now: the panel renders the dialog afresh for each
  // (docs/patterns.md#dialogs).
  const form = useForm<{ selected: string[]; announce: boolean; log: LogChoice }>({
    initialValues: { selected: user.ranks, announce: true, log: 'default' },
  });
  const { selected } = form.values;
  const next = sortedRankIds(selected, ranks);
  const before = sortedRankIds(user.ranks, ranks);
  const changed = ranksChanged(before, next);
  const removed = byPosition(ranks.filter((rank) => before.includes(rank.id) && !next.includes(rank.id)));

  return (
    <Dialog opened={opened} onClose={onClose} busy={save.pending} dirty={changed} title={`Ranks of ${name}`}>
      <form
        onSubmit={form.onSubmit(
          ({ announce, log }) =>
            void save.run({ id: user.id, ranks: next, announce, logToRankHistory: LOG_VALUES[log] }),
        )}
      >
        <Stack gap="md">
          {save.error && (
            <Alert color="red" title="The ranks were not changed" role="alert">
              {save.error}
            </Alert>
          )}
          <Checkbox.Group
            label="Ranks"
            description="You can give or take only ranks below your own."
            {...form.getInputProps('selected')}
          >
            <Stack gap="xs" mt="xs">
              {byPosition(ranks).map((rank) => {
                const allowed = canAssign(manager, rank, ranks);
                return (
                  <Checkbox
                    key={rank.id}
                    value={rank.id}
                    disabled={!allowed || save.pending}
                    label={<RankBadge name={rank.name} colour={rank.colour} size="sm" />}
                    description={allowed ? undefined : 'At or above your own rank'}
                    aria-label={rank.name}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
          <Checkbox
            label="Announce the change in the staff log"
            {...form.getInputProps('announce', { type: 'checkbox' })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="rank-history-choice">
              Log to rank history
            </Text>
            <SegmentedControl
              aria-labelledby="rank-history-choice"
              data={[...LOG_CHOICES]}
              {...form.getInputProps('log')}
              fullWidth
            />
          </Stack>
          {changed && (
            <Text size="sm" role="status">
              Top rank: {rankChangeSummary(before, next, ranks)}.
              {removed.length > 0 && ` Takes away: ${removed.map((rank) => rank.name).join(', ')}.`}
            </Text>
          )}
          <DialogActions>
            <DialogCancel>Cancel</DialogCancel>
            <Button type="submit" loading={save.pending} disabled={!changed}>
              Save ranks
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}

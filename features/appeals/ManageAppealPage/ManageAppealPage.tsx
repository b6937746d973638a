/**
 * `/staff/admin/appeals/{id}` (MANAGE_APPEALS): one appeal and the vote on it. What it does:
 * docs/product/recruitment-and-appeals.md#appeals-for-staff-built.
 */
import { pathTo } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { hasAllPermissions } from '@lib/permissions';
import type { Appeal } from '@lib/schemas/appeal';
import { useCurrentUser } from '@lib/session';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DetailPage } from '@ui/DetailPage';
import { ActionError } from '@ui/ErrorState';
import { StatusTag } from '@ui/StatusTag';
import { useAppeal, useUserName, useVoteAppeal } from '../hooks';
import {
  appealTypeLabel,
  formatDateTime,
  tallyOf,
  VOTES_TO_DECIDE,
  type VoteFormValues,
  voteRules,
} from '../model';
import classes from './ManageAppealPage.module.css';

export interface ManageAppealPageProps {
  id: string;
  /** Goes to an app path (after a decision: the queue). */
  onNavigate: (path: string) => void;
}

const QUEUE = pathTo('/staff/admin/appeals');

export function ManageAppealPage({ id, onNavigate }: ManageAppealPageProps) {
  const appeal = useAppeal(id);
  return (
    <DetailPage
      size="md"
      py="lg"
      source={appeal}
      select={(data) => data.appeal}
      loadingLabel="Loading the appeal"
      errorMessage="The appeal could not be loaded."
      refusedTitle="This appeal is not open to you"
      back={{ to: QUEUE, label: 'Appeal Manager' }}
      notFound={{
        title: 'This appeal does not exist',
        message: 'It may have been deleted. The appeals waiting for a decision are in the Appeal Manager.',
      }}
      header={(found) => ({
        title: <span className={classes.text}>{`${nameOf(found)}: ${appealTypeLabel(found.type)}`}</span>,
        description: `Sent ${formatDateTime(found.sentAt) ?? 'at an unknown time'} · User ${found.userID}`,
      })}
    >
      {(found) => <AppealReview appeal={found} onDecided={() => onNavigate(QUEUE)} />}
    </DetailPage>
  );
}

/** Who sent the appeal: their display name, else their username, else their id. */
const nameOf = (appeal: Appeal) => appeal.user?.displayName || appeal.user?.username || appeal.userID;

function AppealReview({ appeal, onDecided }: { appeal: Appeal; onDecided: () => void }) {
  const user = useCurrentUser();
  const mayForce = hasAllPermissions(user, ['MANAGE_APPEALS_ADMIN']);
  const tally = tallyOf(appeal.votes);
  const mine = appeal.votes.find((v) => v.userID === user?.id);
  const open = appeal.status === 0;
  return (
    <>
      <Group gap="sm">
        <StatusTag status={appeal.status} />
        <Text size="sm">
          Accept {tally.accept} · Deny {tally.deny} ({VOTES_TO_DECIDE} either way decide)
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              The appeal
            </Title>
            <Text className={classes.text}>{appeal.userAppeal || 'No text.'}</Text>
          </Stack>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap={6}>
            <Title order={2} size="h4">
              The punishment
            </Title>
            {appeal.serverID && <Text size="sm">Server {appeal.serverID}</Text>}
            <Text size="sm" className={classes.text}>
              <strong>Reason: </strong>
              {appeal.punishmentInfo?.reason || 'No reason was recorded.'}
            </Text>
            {appeal.punishmentInfo?.issuedBy && (
              <Text size="sm">Issued by user {appeal.punishmentInfo.issuedBy}</Text>
            )}
            {appeal.punishmentInfo?.issuedAt ? (
              <Text size="sm">Issued {formatDateTime(appeal.punishmentInfo.issuedAt)}</Text>
            ) : null}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Votes
        </Title>
        {appeal.votes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No votes yet.
          </Text>
        ) : (
          <Stack component="ul" gap={6} className={classes.list}>
            {appeal.votes.map((vote, index) => (
              <Text component="li" key={vote.userID ?? index} size="sm" className={classes.text}>
                <strong>{vote.upvoted ? 'Accept' : 'Deny'}</strong>
                {' by '}
                {vote.userID === user?.id ? 'you' : <UserName id={vote.userID} />}
                {vote.note ? `: ${vote.note}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      {open ? (
        <VoteForm appeal={appeal} mine={mine} mayForce={mayForce} onDecided={onDecided} />
      ) : (
        <Alert color="gray" variant="light" role="note" title="Voting is closed">
          Only pending appeals take votes; this one is {appeal.status === 1 ? 'on hold' : 'decided'}.
        </Alert>
      )}
    </>
  );
}

interface VoteFormProps {
  appeal: Appeal;
  mine: Appeal['votes'][number] | undefined;
  mayForce: boolean;
  onDecided: () => void;
}

function VoteForm({ appeal, mine, mayForce, onDecided }: VoteFormProps) {
  const form = useForm<VoteFormValues>({ initialValues: { vote: '', reason: '' }, validate: voteRules });
  useUnsavedChanges(form.isDirty());
  // A decided appeal leaves for the queue without asking: the vote and its reason were sent.
  const leave = () => leaveAfterSave(onDecided);
  const vote = useVoteAppeal(() => {
    form.reset();
    leave();
  });
  const force = useVoteAppeal(leave);
  const forcing = useDialogState<'upvote' | 'downvote'>();
  const forcedVote = forcing.item ?? 'upvote';
  return (
    <Paper withBorder p="md">
      <form
        onSubmit={form.onSubmit(async (values) => {
          const outcome = await vote.run(appeal, values.vote as 'upvote' | 'downvote', values.reason, false);
          if (outcome.status === 'done' && !outcome.result.completed) form.reset();
        })}
        noValidate
        aria-labelledby="vote-title"
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="vote-title">
            Your vote
          </Title>
          {mine && (
            <Text size="sm" c="dimmed">
              You voted {mine.upvoted ? 'accept' : 'deny'}
              {mine.note ? ` (“${mine.note}”)` : ''}. A new vote replaces it.
            </Text>
          )}
          <ActionError error={vote.error} title="Your vote was not recorded" />
          <div>
            <SegmentedControl
              aria-label="Vote"
              data={[
                { value: 'upvote', label: 'Accept' },
                { value: 'downvote', label: 'Deny' },
              ]}
              {...form.getInputProps('vote')}
            />
            {form.errors.vote && (
              <Text size="sm" c="red.4" role="alert" mt={4}>
                {form.errors.vote}
              </Text>
            )}
          </div>
          <Textarea
            label="Reason"
            description="Other staff see it with your vote."
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
          <Group justify="space-between" wrap="wrap">
            <Button type="submit" loading={vote.pending}>
              Cast vote
            </Button>
            {mayForce && (
              <Group gap="xs">
                <Button variant="light" color="green" onClick={() => forcing.open('upvote', force)}>
                  Accept now
                </Button>
                <Button variant="light" color="red" onClick={() => forcing.open('downvote', force)}>
                  Deny now
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </form>
      {mayForce && (
        <ConfirmDialog
          opened={forcing.opened}
          title={forcedVote === 'upvote' ? 'Accept this appeal now?' : 'Deny this appeal now?'}
          confirmLabel={forcedVote === 'upvote' ? 'Accept now' : 'Deny now'}
          tone={forcedVote === 'upvote' ? 'primary' : 'danger'}
          failureTitle="The appeal was not decided"
          onClose={forcing.close}
          action={bindAction(force, appeal, forcedVote, form.values.reason, true)}
        >
          {forcedVote === 'upvote'
            ? 'The appeal is accepted without waiting for the votes, and the punishment is lifted.'
            : 'The appeal is denied without waiting for the votes.'}
        </ConfirmDialog>
      )}
    </Paper>
  );
}

function UserName({ id }: { id: string | null | undefined }) {
  return <>{useUserName(id)}</>;
}

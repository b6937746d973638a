/**
 * `/staff/admin/rank-manager/create` and `/staff/admin/rank-manager/{id}` (MANAGE_RANKS): one rank's editor. What it
 * does: docs/product/profiles-and-users.md#rank-manager.
 */
import { pathTo } from '@lib/access';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import type { Rank } from '@lib/schemas/rank';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { Section } from '@ui/Section';
import { type ReactNode, useCallback, useEffect } from 'react';
import type { RankFields } from '../api';
import { isRankNotFound, useDeleteRank, useFreshRank, useSaveRank } from '../hooks';
import {
  canEditRank,
  canGrant,
  DESCRIPTION_MAX_LENGTH,
  EMPTY_RANK,
  fieldsOf,
  HEX_COLOUR,
  type Manager,
  NAME_MAX_LENGTH,
  PERK_OPTIONS,
  PERMISSION_GROUPS,
  rankChanges,
  rankRules,
} from '../model';
import classes from './RankEditorPage.module.css';

export interface RankEditorPageProps {
  /** The rank to edit; none creates one. */
  id?: string;
  onNavigate: (path: string) => void;
}

const LIST = pathTo('/staff/admin/rank-manager');

export function RankEditorPage({ id, onNavigate }: RankEditorPageProps) {
  const ranks = useRanks();
  // Saved or deleted: back to the list, without asking about what was saved.
  const done = useCallback(() => leaveAfterSave(() => onNavigate(LIST)), [onNavigate]);
  const notFound = (
    <EmptyState
      headingLevel={1}
      title="This rank could not be found"
      description="It may have been deleted."
      action={
        <Button component={AppLink} to={LIST} variant="default">
          All ranks
        </Button>
      }
    />
  );
  return (
    <Container size="lg" py="lg">
      <DataState
        source={ranks}
        loadingLabel="Loading the rank"
        skeleton="detail"
        errorMessage="The ranks could not be loaded."
        headingLevel={1}
      >
        {(data) => {
          if (id === undefined) return <RankEditor rank={null} ranks={data.ranks} onDone={done} />;
          return <EditRank id={id} ranks={data.ranks} onDone={done} notFound={notFound} />;
        }}
      </DataState>
    </Container>
  );
}

/** An existing rank's editor, on the rank as the server holds it now (read by id when the page opens). */
function EditRank({
  id,
  ranks,
  onDone,
  notFound,
}: Omit<RankEditorProps, 'rank'> & { id: string; notFound: ReactNode }) {
  const fresh = useFreshRank(id);
  // Deleted since (or never there): the core answers nothing, the fake backend 400 `rank_not_found`.
  if (isRankNotFound(fresh.error)) return notFound;
  return (
    <DataState
      source={fresh}
      loadingLabel="Loading the rank"
      skeleton="detail"
      errorMessage="The rank could not be loaded."
      headingLevel={1}
      select={(data) => data.rank}
      notFound={notFound}
    >
      {(rank) => <RankEditor key={rank.id} rank={rank} ranks={ranks} onDone={onDone} />}
    </DataState>
  );
}

interface RankEditorProps {
  rank: Rank | null;
  ranks: Rank[];
  onDone: () => void;
}

function RankEditor({ rank, ranks, onDone }: RankEditorProps) {
  const user = useCurrentUser();
  const manager = { ranks: user?.ranks ?? [], permissions: user?.permissions ?? 0 };
  const locked = rank !== null && !canEditRank(manager, rank, ranks);
  const form = useForm<RankFields>({
    initialValues: rank ? fieldsOf(rank) : EMPTY_RANK,
    validate: rankRules,
    validateInputOnBlur: true,
  });
  // A fresher copy of the rank from the server replaces the form only while nothing is typed.
  const { setValues, resetDirty } = form;
  const untouched = !form.isDirty();
  useEffect(() => {
    if (!rank || !untouched) return;
    const stored = fieldsOf(rank);
    setValues(stored);
    resetDirty(stored);
  }, [rank, untouched, setValues, resetDirty]);
  const changed = rank ? Object.keys(rankChanges(rank, form.values)).length > 0 : form.isDirty();
  useUnsavedChanges(changed && !locked);
  const save = useSaveRank(onDone);
  const remove = useDeleteRank(onDone);
  const confirmDelete = useDialogState();

  return (
    <Stack gap="lg">
      <PageHeader
        title={rank ? `Edit ${rank.name}` : 'New rank'}
        description={
          rank
            ? `Position ${rank.position} of ${ranks.length}.`
            : 'A new rank starts at the bottom of the order.'
        }
        actions={
          <Button component={AppLink} to={LIST} variant="default">
            All ranks
          </Button>
        }
      />
      {locked && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title="You cannot edit this rank">
          It is at or above your own rank. Ask someone senior to change it.
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => void save.run(rank, values))} noValidate>
        <fieldset disabled={locked || save.pending} className={classes.fieldset}>
          <Stack gap="lg">
            {save.error && (
              <Alert
                color="red"
                title={rank ? 'The rank was not saved' : 'The rank was not created'}
                role="alert"
              >
                {save.error}
              </Alert>
            )}
            <NameAndColour form={form} />
            <Permissions form={form} manager={manager} />
            <PerksAndFlags form={form} />
            {!locked && (
              <Group justify="space-between">
                {rank ? (
                  <Button color="red" variant="light" onClick={() => confirmDelete.open(true, remove)}>
                    Delete rank
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={save.pending} disabled={rank !== null && !changed}>
                  {rank ? 'Save changes' : 'Create rank'}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {rank && (
        <ConfirmDialog
          opened={confirmDelete.opened}
          title={`Delete ${rank.name}?`}
          confirmLabel="Delete rank"
          failureTitle="The rank was not deleted"
          onClose={confirmDelete.close}
          action={bindAction(remove, rank)}
        >
          Everyone holding {rank.name} loses it. This cannot be undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

type RankForm = UseFormReturnType<RankFields>;

/** The rank's switches, in the order the Flags section shows them (form paths into `RankFields`). */
const FLAGS: readonly { path: string; label: string; description?: string }[] = [
  {
    path: 'staffRank',
    label: 'Staff rank',
    description: 'Holders count as staff (staff removal, resigning).',
  },
  { path: 'staff.canResign', label: 'May resign on the website' },
  { path: 'displayOnTeam', label: 'Show on the team page' },
  { path: 'useTeams', label: 'Uses teams', description: 'Holders are put in a team.' },
  {
    path: 'logUserRankHistory',
    label: 'Log to rank history',
    description: 'Changes to and from this rank are kept in the history.',
  },
];

/** The rank's name, description and colour, with a preview of its badge. */
function NameAndColour({ form }: { form: RankForm }) {
  const colour = HEX_COLOUR.test(form.values.colour.trim()) ? form.values.colour.trim() : null;
  return (
    <Section title="Name and colour">
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        description={`${form.values.name.trim().length} / ${NAME_MAX_LENGTH} characters`}
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        description={`${form.values.description.trim().length} / ${DESCRIPTION_MAX_LENGTH} characters`}
        {...form.getInputProps('description')}
      />
      <Group align="flex-end" gap="md">
        <TextInput
          label="Colour"
          description="A hex colour, e.g. #2888f5"
          autoComplete="off"
          {...form.getInputProps('colour')}
          className={classes.colour}
        />
        <input
          type="color"
          aria-label="Pick a colour"
          value={colour && colour.length === 7 ? colour : '#2888f5'}
          onChange={(event) => form.setFieldValue('colour', event.currentTarget.value)}
          className={classes.picker}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <RankBadge name={form.values.name.trim() || 'Rank'} colour={colour} />
        </Stack>
      </Group>
    </Section>
  );
}

/** The permissions by group: only those the manager holds can be switched on. */
function Permissions({ form, manager }: { form: RankForm; manager: Manager }) {
  const setBit = (bit: number, on: boolean) =>
    form.setFieldValue('permissions', on ? form.values.permissions | bit : form.values.permissions & ~bit);
  return (
    <Section title="Permissions">
      <Text size="sm" c="dimmed">
        You can switch on only permissions you hold yourself.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.title} className={classes.group}>
            <legend className={classes.legend}>{group.title}</legend>
            <Stack gap="xs">
              {group.permissions.map((permission) => {
                const on = (form.values.permissions & permission.bit) === permission.bit;
                const grantable = canGrant(manager, permission.bit);
                return (
                  <Checkbox
                    key={permission.name}
                    label={permission.label}
                    description={
                      grantable ? permission.description : `${permission.description} You do not hold it.`
                    }
                    checked={on}
                    disabled={!on && !grantable}
                    onChange={(event) => setBit(permission.bit, event.currentTarget.checked)}
                  />
                );
              })}
            </Stack>
          </fieldset>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** The perks holders get, and the rank's flags. */
function PerksAndFlags({ form }: { form: RankForm }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Section title="Perks" gap="xs">
        <Checkbox.Group
          value={form.values.perks}
          onChange={(perks) => form.setFieldValue('perks', perks)}
          aria-label="Perks"
        >
          <Stack gap="xs">
            {PERK_OPTIONS.map((perk) => (
              <Checkbox key={perk.value} value={perk.value} label={perk.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Section>
      <Section title="Flags" gap="sm">
        {FLAGS.map(({ path, label, description }) => (
          <Switch
            key={path}
            label={label}
            description={description}
            {...form.getInputProps(path, { type: 'checkbox' })}
          />
        ))}
      </Section>
    </SimpleGrid>
  );
}

/**
 * `/staff/admin/recruitment/create` and `/staff/admin/recruitment/{id}`: the recruitment form builder. What it does:
 * docs/product/recruitment-and-appeals.md#the-form-builder.
 */
import { pathTo } from '@lib/access';
import './builder.css';
import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { hasAnyPermission } from '@lib/permissions';
import type { Rank } from '@lib/schemas/rank';
import { type RecruitmentForm, SUBMISSION_FREQUENCIES } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import {
  Alert,
  Button,
  Container,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { bothReads, DataState } from '@ui/DataState';
import { DayInput } from '@ui/DayInput';
import { EmptyState } from '@ui/EmptyState';
import { PageHeader } from '@ui/PageHeader';
import { Section } from '@ui/Section';
import { useCallback } from 'react';
import {
  emptyFormValues,
  type FormBuilderValues,
  FREQUENCY_LABELS,
  formBuilderRules,
  formValuesOf,
  NAME_MAX,
} from '../builder';
import { useDeleteForm, useRecruitmentForm, useSaveForm } from '../hooks';
import classes from './FormBuilderPage.module.css';
import { MessageFields } from './MessageFields';
import { QuestionList } from './QuestionList';

export interface FormBuilderPageProps {
  /** The form to edit; none creates one. */
  id?: string;
  onNavigate: (path: string) => void;
}

const LIST = pathTo('/staff/admin/recruitment');

export function FormBuilderPage({ id, onNavigate }: FormBuilderPageProps) {
  // Saved or deleted: back to the list, without asking about what was saved.
  const done = useCallback(() => leaveAfterSave(() => onNavigate(LIST)), [onNavigate]);
  return (
    <Container size="lg" py="lg">
      {id === undefined ? <CreateForm onDone={done} /> : <EditForm id={id} onDone={done} />}
    </Container>
  );
}

/** A new form: the builder once the ranks (its rank pickers' choices) are there. */
function CreateForm({ onDone }: { onDone: () => void }) {
  const ranks = useRanks();
  return (
    <DataState
      source={ranks}
      loadingLabel="Loading the ranks"
      skeleton="detail"
      errorMessage="The ranks could not be loaded."
      headingLevel={1}
    >
      {(data) => <FormBuilder form={null} ranks={data.ranks} onDone={onDone} />}
    </DataState>
  );
}

/** An existing form: the builder once the form and the ranks are both there (docs/patterns.md#reading-datastate). */
function EditForm({ id, onDone }: { id: string; onDone: () => void }) {
  const source = bothReads(useRecruitmentForm(id), useRanks(), (read, { ranks }) => ({
    form: read.form,
    ranks,
  }));
  const notFound = (
    <EmptyState
      headingLevel={1}
      title="This recruitment form does not exist"
      description="It may have been deleted."
      action={
        <Button component={AppLink} to={LIST} variant="default">
          All forms
        </Button>
      }
    />
  );
  return (
    <DataState
      source={source}
      loadingLabel="Loading the recruitment form"
      skeleton="detail"
      errorMessage="The recruitment form could not be loaded."
      refusedTitle="This form is not open to you"
      headingLevel={1}
      select={({ form, ranks }) => form && { form, ranks }}
      notFound={notFound}
    >
      {({ form, ranks }) => <FormBuilder key={form.id} form={form} ranks={ranks} onDone={onDone} />}
    </DataState>
  );
}

interface FormBuilderProps {
  form: RecruitmentForm | null;
  ranks: Rank[];
  onDone: () => void;
}

function FormBuilder({ form: stored, ranks, onDone }: FormBuilderProps) {
  const user = useCurrentUser();
  const locked = !hasAnyPermission(user, ['RECRUITMENT_MANAGER']);
  const form = useForm<FormBuilderValues>({
    initialValues: stored ? formValuesOf(stored) : emptyFormValues(),
    validate: formBuilderRules,
    validateInputOnBlur: true,
  });
  const changed = form.isDirty();
  useUnsavedChanges(changed && !locked);
  const save = useSaveForm(onDone);
  const remove = useDeleteForm(onDone);
  const confirmDelete = useDialogState();
  const rankOptions = rankOptionsOf(ranks, [...form.values.ranks, ...form.values.manageableRanks], stored);
  const onInvalid = () => {
    // The first field in error gets the focus (a question far down the page included).
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-builder] [aria-invalid="true"]')?.focus();
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={stored ? `Edit ${stored.name}` : 'New recruitment form'}
        description={
          stored
            ? 'Changes apply to the next applications; the answers already sent stay as they are.'
            : 'Applicants see the form on the recruitment page once it is open.'
        }
        actions={
          <Button component={AppLink} to={LIST} variant="default">
            All forms
          </Button>
        }
      />
      {locked && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title="You cannot change this form">
          Only recruitment managers (RECRUITMENT_MANAGER) create, change and delete forms.
        </Alert>
      )}
      <form
        onSubmit={form.onSubmit((values) => void save.run(stored, values), onInvalid)}
        noValidate
        data-builder
      >
        <fieldset disabled={locked || save.pending} className={classes.fieldset}>
          <Stack gap="lg">
            {save.error && (
              <Alert
                color="red"
                title={stored ? 'The form was not saved' : 'The form was not created'}
                role="alert"
              >
                {save.error}
              </Alert>
            )}
            <AboutTheForm form={form} />
            <RankPickers form={form} options={rankOptions} />
            <Section title="Questions">
              <QuestionList form={form} />
            </Section>

            <WhoMayApply form={form} />
            <Section title="Chat-log messages">
              <MessageFields form={form} />
            </Section>

            {!locked && (
              <Group justify="space-between">
                {stored ? (
                  <Button color="red" variant="light" onClick={() => confirmDelete.open(true, remove)}>
                    Delete form
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={save.pending} disabled={stored !== null && !changed}>
                  {stored ? 'Save changes' : 'Create form'}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {stored && (
        <ConfirmDialog
          opened={confirmDelete.opened}
          title={`Delete ${stored.name}?`}
          confirmLabel="Delete form"
          failureTitle="The form was not deleted"
          onClose={confirmDelete.close}
          action={bindAction(remove, stored)}
        >
          Every application sent to {stored.name} is deleted with it, whatever its status. This cannot be
          undone.
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** Every rank, top first, plus any id the form holds that is no longer a rank (the server refuses it). */
function rankOptionsOf(ranks: Rank[], chosen: string[], stored: RecruitmentForm | null) {
  const options = ranks.map((rank) => ({ value: rank.id, label: rank.name }));
  const known = new Set(options.map((o) => o.value));
  const storedNames = new Map(
    [...(stored?.ranks ?? []), ...(stored?.manageableRanks ?? [])].map((r) => [r.id, r.name]),
  );
  for (const id of new Set(chosen)) {
    if (!known.has(id))
      options.push({ value: id, label: `${storedNames.get(id) ?? 'Unknown rank'} (deleted)` });
  }
  return options;
}

type BuilderForm = UseFormReturnType<FormBuilderValues>;

/** The form's name and the texts applicants read. */
function AboutTheForm({ form }: { form: BuilderForm }) {
  return (
    <Section title="About the form">
      <TextInput
        label="Name"
        withAsterisk
        autoComplete="off"
        description={`${form.values.name.trim().length} / ${NAME_MAX} characters`}
        {...form.getInputProps('name')}
      />
      <TextInput
        label="Short description"
        description="One line on the recruitment page."
        autoComplete="off"
        {...form.getInputProps('short')}
      />
      <Textarea
        label="Detailed description"
        autosize
        minRows={3}
        maxRows={12}
        {...form.getInputProps('detailed')}
      />
      <Textarea
        label="Requirements"
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('requirements')}
      />
    </Section>
  );
}

/** The ranks an accepted application gives, and the ranks that review the applications. */
function RankPickers({ form, options }: { form: BuilderForm; options: { value: string; label: string }[] }) {
  return (
    <Section title="Ranks">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <MultiSelect
          label="Granted ranks"
          description="Accepting an application gives the applicant these ranks."
          data={options}
          searchable
          clearable
          {...form.getInputProps('ranks')}
        />
        <MultiSelect
          label="Reviewed by"
          description="Holders of these ranks review the applications."
          data={options}
          searchable
          clearable
          {...form.getInputProps('manageableRanks')}
        />
      </SimpleGrid>
    </Section>
  );
}

/** Who may apply (age, server membership, how often) and the days the form is open. */
function WhoMayApply({ form }: { form: BuilderForm }) {
  return (
    <Section title="Who may apply, and when">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Minimum age"
          description="Years. Empty: no minimum."
          min={0}
          max={120}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('minimumAge')}
        />
        <NumberInput
          label="Chat account age"
          description="Days. The server does not check it today."
          min={0}
          max={3650}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('discordAccountAge')}
        />
        <Select
          label="How often one person may apply"
          data={[
            { value: '', label: 'No limit' },
            ...SUBMISSION_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] })),
          ]}
          allowDeselect={false}
          value={form.values.frequency}
          onChange={(value) =>
            form.setFieldValue('frequency', (value ?? '') as FormBuilderValues['frequency'])
          }
        />
        <Stack gap="sm" justify="flex-end">
          <Switch
            label="Only for members of our Discord server"
            {...form.getInputProps('requiresDiscordServer', { type: 'checkbox' })}
          />
          <Switch
            label="More than one application per person"
            {...form.getInputProps('allowMultipleApplications', { type: 'checkbox' })}
          />
        </Stack>
        <DayInput
          label="Opens on (UTC)"
          description="Empty: open now."
          clearLabel="Clear the opening day"
          {...form.getInputProps('opensOn')}
        />
        <DayInput
          label="Closes after (UTC)"
          description="Empty: no closing day. The site hides the form after this day."
          clearLabel="Clear the closing day"
          minDate={form.values.opensOn ?? undefined}
          {...form.getInputProps('closesOn')}
        />
      </SimpleGrid>
    </Section>
  );
}

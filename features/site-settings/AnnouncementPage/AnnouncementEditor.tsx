import { bindAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import type { Settings } from '@lib/schemas/settings';
import { useUnsavedChanges } from '@lib/unsaved';
import {
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { AnnouncementBanner } from '@ui/AnnouncementBanner';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSaveSetting } from '../hooks';
import {
  ANNOUNCEMENT_KEY,
  ANNOUNCEMENT_LONG,
  ANNOUNCEMENT_SAVES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementFormValues,
  announcementFormValues,
  announcementSave,
  announcementValue,
  characterCount,
  sameAnnouncement,
  validateAnnouncement,
} from '../model';
import classes from './AnnouncementPage.module.css';

export interface AnnouncementEditorProps {
  /** The settings map (the stored announcement and its other fields). */
  settings: Settings;
}

/** The form beside its preview; Publish asks first, then saves and updates the banner everywhere. */
export function AnnouncementEditor({ settings }: AnnouncementEditorProps) {
  const stored = useMemo(() => announcementFormValues(settings), [settings]);
  const form = useForm<AnnouncementFormValues>({
    initialValues: stored,
    validate: validateAnnouncement,
    validateInputOnChange: ['content', 'title'],
  });
  const changed = !sameAnnouncement(form.values, stored);
  useUnsavedChanges(changed);

  // A fresher copy from the server replaces the form only while nothing is typed.
  const { setValues, resetDirty } = form;
  const untouched = !form.isDirty();
  useEffect(() => {
    if (!untouched) return;
    setValues(stored);
    resetDirty(stored);
  }, [stored, untouched, setValues, resetDirty]);

  const confirm = useDialogState();
  const mode = ANNOUNCEMENT_SAVES[announcementSave(form.values, stored)];
  const save = useSaveSetting({
    success: mode.toast,
    onSuccess: () => {
      confirm.close();
      resetDirty(form.values);
    },
  });
  const value = announcementValue(settings, form.values);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={form.onSubmit(() => confirm.open(true, save))} noValidate>
        <Stack gap="md">
          <Switch
            label="Show the banner"
            description="Off: nobody sees the announcement, whatever it says."
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="announcement-style">
              Style
            </Text>
            <SegmentedControl
              aria-labelledby="announcement-style"
              data={ANNOUNCEMENT_TYPES.map(({ value, label }) => ({ value, label }))}
              {...form.getInputProps('type')}
            />
          </Stack>
          <TextInput
            label="Title"
            description="Kept with the announcement for the bot and the logs; the banner does not show it."
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <ContentField form={form} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!changed || save.pending}
              onClick={() => form.setValues(stored)}
            >
              Undo changes
            </Button>
            <Button type="submit" disabled={!changed}>
              {mode.button}
            </Button>
          </Group>
        </Stack>
      </form>

      <Preview values={form.values} />

      <ConfirmDialog
        opened={confirm.opened}
        title={mode.question}
        confirmLabel={mode.button}
        tone="primary"
        failureTitle="The announcement was not saved"
        onClose={confirm.close}
        action={bindAction(save, { key: ANNOUNCEMENT_KEY, value })}
      >
        {mode.body}
      </ConfirmDialog>
    </SimpleGrid>
  );
}

type AnnouncementForm = UseFormReturnType<AnnouncementFormValues>;

/** The announcement's Markdown, with its length and a warning when the banner gets long. */
function ContentField({ form }: { form: AnnouncementForm }) {
  const length = form.values.content.length;
  return (
    <Textarea
      label="Announcement"
      withAsterisk={form.values.enabled}
      autosize
      minRows={6}
      maxRows={16}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      description={
        <span>
          Markdown: **bold**, *italics*, `code`, lists, quotes, headings and links. HTML and images are
          dropped.{' '}
          <Text span size="xs" c={length > ANNOUNCEMENT_LONG ? 'yellow' : 'dimmed'} aria-live="polite">
            {characterCount(form.values.content)}
            {length > ANNOUNCEMENT_LONG && ': a long banner pushes every page down'}
          </Text>
        </span>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps('content')}
    />
  );
}

/** The banner as visitors will see it, or dimmed while it is off. */
function Preview({ values }: { values: AnnouncementFormValues }) {
  const preview = useDeferredValue({ type: values.type, content: values.content });
  return (
    <section aria-labelledby="announcement-preview" className={classes.preview}>
      <Stack gap="xs">
        <Title order={2} size="h4" id="announcement-preview">
          Preview
        </Title>
        <Text size="sm" c="dimmed">
          {values.enabled
            ? 'What every visitor will see at the top of the page.'
            : 'The banner is off: visitors will not see this.'}
        </Text>
        <div data-hidden={!values.enabled || undefined} className={classes.banner}>
          <AnnouncementBanner announcement={preview} />
        </div>
      </Stack>
    </section>
  );
}

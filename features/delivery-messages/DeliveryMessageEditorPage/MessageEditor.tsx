import type { Action } from '@lib/action';
import { useCurrentUser } from '@lib/session';
import { useUnsavedChanges } from '@lib/unsaved';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppLink } from '@ui/AppLink';
import { ActionError } from '@ui/ErrorState';
import { type ReactNode, useMemo, useRef } from 'react';
import type { DeliveryMessageFields } from '../api';
import { LengthCounter, MessagePreview } from '../components/MessagePreview/MessagePreview';
import {
  measureMessage,
  previewContext,
  TITLE_MAX_LENGTH,
  toMessageFields,
  validateMessageFields,
} from '../model';
import classes from './DeliveryMessageEditorPage.module.css';
import { PlaceholderHelper } from './PlaceholderHelper';

export interface MessageEditorProps {
  initial: DeliveryMessageFields;
  /** The title field (premade messages have one; the user's own message does not). */
  withTitle: boolean;
  submitLabel: string;
  /** Saves the trimmed fields; a failure shows its message above the form and keeps what was typed. */
  save: Action<[DeliveryMessageFields]>;
  /** Where Cancel goes. */
  cancelPath: string;
  /** Whether Save needs a change first (editing). */
  requireChange?: boolean;
  /** More buttons beside Save. */
  extraActions?: ReactNode;
}

/**
 * The message form: title, the template with its placeholders (inserted at the cursor), and beside it the
 * live preview with a sample order. The counter measures the RENDERED message; at 1650 characters it turns
 * red and Save is blocked, as the server would refuse to deliver it.
 */
export function MessageEditor({
  initial,
  withTitle,
  submitLabel,
  save,
  cancelPath,
  requireChange = false,
  extraActions,
}: MessageEditorProps) {
  const user = useCurrentUser();
  const ctx = useMemo(() => previewContext(user), [user]);
  const form = useForm<DeliveryMessageFields>({
    initialValues: initial,
    validate: (values) =>
      validateMessageFields(values, { tooLong: measureMessage(values.message, ctx).tooLong, withTitle }),
  });
  const measured = useMemo(() => measureMessage(form.values.message, ctx), [form.values.message, ctx]);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const fields = toMessageFields(form.values);
  const changed = fields.title !== initial.title || fields.message !== initial.message;
  const unchanged = requireChange && !changed;
  // What was typed counts as unsaved (lib/unsaved.ts): a new version of the site offers a reload instead of
  // reloading under it (app/chunk-reload.ts).
  useUnsavedChanges(changed);

  /** Puts the placeholder where the cursor is (or over the selection), then puts the cursor after it. */
  const insert = (token: string) => {
    const field = messageField.current;
    const text = form.values.message;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    form.setFieldValue('message', text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={form.onSubmit((values) => void save.run(toMessageFields(values)))} noValidate>
        <Stack gap="md">
          <ActionError error={save.error} title="The message was not saved" />
          {withTitle && (
            <TextInput
              label="Title"
              withAsterisk
              autoComplete="off"
              description={`${fields.title.length} / ${TITLE_MAX_LENGTH} characters. The message's address is made from it.`}
              {...form.getInputProps('title')}
            />
          )}
          <Textarea
            ref={messageField}
            label="Message"
            withAsterisk
            autosize
            minRows={8}
            maxRows={20}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            description={<LengthCounter length={measured.length} tooLong={measured.tooLong} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('message')}
          />
          <PlaceholderHelper onInsert={insert} />
          <Group justify="flex-end" gap="sm">
            {extraActions}
            <Button component={AppLink} to={cancelPath} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={save.pending} disabled={measured.tooLong || unchanged}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <div className={classes.sticky}>
        <MessagePreview measured={measured} ctx={ctx} withCounter={false} />
      </div>
    </SimpleGrid>
  );
}

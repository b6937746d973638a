/**
 * The chat-log messages: the log channel, and per event (received, accepted, denied) a message for the channel
 * and one sent to the applicant, each with the placeholders the server fills and a preview with sample values.
 * The preview is plain text (never markup).
 */
import { Code, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormBuilderValues, MESSAGE_EVENTS, MESSAGE_PLACEHOLDERS, previewMessage } from '../builder';
import classes from './FormBuilderPage.module.css';

export function MessageFields({ form }: { form: UseFormReturnType<FormBuilderValues> }) {
  return (
    <Stack gap="md">
      <TextInput
        label="Log channel id"
        description="The chat channel that gets the channel messages. Empty: no channel messages."
        autoComplete="off"
        inputMode="numeric"
        {...form.getInputProps('channelID')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Placeholders
        </Text>
        <Group gap={6} aria-label="Placeholders the server fills" role="list">
          {MESSAGE_PLACEHOLDERS.map(({ token }) => (
            <Code key={token} role="listitem">
              {token}
            </Code>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {'{reason}'} is the decision’s reason, or “No reason has been provided.”
        </Text>
      </Stack>
      {MESSAGE_EVENTS.map(({ field, label }) => (
        <Paper key={field} withBorder p="md" component="section" aria-label={label}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {label}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <MessageField
                form={form}
                path={`messages.${field}.channelMessage`}
                label="In the log channel"
              />
              <MessageField form={form} path={`messages.${field}.userMessage`} label="To the applicant" />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface MessageFieldProps {
  form: UseFormReturnType<FormBuilderValues>;
  path: string;
  label: string;
}

function MessageField({ form, path, label }: MessageFieldProps) {
  const props = form.getInputProps(path);
  const value = String(props.value ?? '');
  return (
    <Stack gap={6}>
      <Textarea label={label} autosize minRows={2} maxRows={8} {...props} />
      {value.trim() ? (
        <div className={classes.preview}>
          <Text size="xs" c="dimmed">
            Preview
          </Text>
          <Text size="sm" className={classes.wrap}>
            {previewMessage(value.trim())}
          </Text>
        </div>
      ) : (
        <Text size="xs" c="dimmed">
          Empty: nothing is sent.
        </Text>
      )}
    </Stack>
  );
}

/**
 * `/appeal/create` (signed in): appeal a ban or a blacklist; what is typed is kept until it is sent. What it does:
 * docs/product/recruitment-and-appeals.md#appeals-for-the-appellant-built.
 */
// Radio's styles load with this page only (the public first visit stays within its byte budget).
import { pathTo } from '@lib/access';
import './radio.css';
import { readDraft, writeDraft } from '@lib/draft';
import { useCurrentUser } from '@lib/session';
import { Alert, Paper, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { ActionForm } from '@ui/ActionForm';
import { BackButton, Page } from '@ui/PageHeader';
import { useCreateAppeal } from '../hooks';
import {
  APPEAL_MAX_LENGTH,
  APPEAL_TYPES,
  type AppealFormValues,
  appealDraftKey,
  appealRules,
  parseAppealDraft,
} from '../model';

export interface CreateAppealPageProps {
  /** Goes to an app path (after sending: the new appeal). */
  onNavigate: (path: string) => void;
}

export function CreateAppealPage({ onNavigate }: CreateAppealPageProps) {
  const user = useCurrentUser();
  return (
    <Page
      size="sm"
      py="md"
      title="New appeal"
      description="Tell staff what to lift and why. Staff vote on every appeal; you will see the outcome on its page."
      actions={<BackButton to={pathTo('/appeal')}>My Appeals</BackButton>}
    >
      {user && <AppealForm userId={user.id} onNavigate={onNavigate} />}
    </Page>
  );
}

function AppealForm({ userId, onNavigate }: { userId: string; onNavigate: (path: string) => void }) {
  const key = appealDraftKey(userId);
  const form = useForm<AppealFormValues>({
    initialValues: parseAppealDraft(readDraft(key)),
    validate: appealRules,
    validateInputOnBlur: true,
    onValuesChange: (values) => writeDraft(key, JSON.stringify(values)),
  });
  const send = useCreateAppeal(userId, (id) =>
    onNavigate(id ? pathTo('/appeal/$id', { id }) : pathTo('/appeal')),
  );
  const length = form.values.userAppeal.trim().length;

  return (
    <Paper withBorder p="lg">
      <ActionForm
        onSubmit={form.onSubmit((values) => void send.run(values))}
        action={send}
        failureTitle="Your appeal was not sent"
        submitLabel="Send appeal"
      >
        <Radio.Group label="What are you appealing?" withAsterisk {...form.getInputProps('type')}>
          <Stack gap="sm" mt="xs">
            {APPEAL_TYPES.map((type) => (
              <Radio
                key={type.value}
                value={String(type.value)}
                label={type.label}
                description={type.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        {form.values.type === '3' && (
          <TextInput
            label="Server ID"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            description="In Discord, with Developer Mode on: right-click the server, then Copy Server ID."
            {...form.getInputProps('serverID')}
          />
        )}
        <Textarea
          label="Your appeal"
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          description={`What happened, and why staff should lift it. ${length} / ${APPEAL_MAX_LENGTH} characters`}
          {...form.getInputProps('userAppeal')}
        />
        <Alert color="blue" variant="light" role="note" icon={<IconInfoCircle size={18} aria-hidden />}>
          The punishment you appeal (its reason and date) is attached by the server and shown on your appeal’s
          page. What you type stays in this browser until the appeal is sent.
        </Alert>
      </ActionForm>
    </Paper>
  );
}

/**
 * `/recruitment/{id}` (signed in): apply with one form; the answers are kept in this browser until sent. What it
 * does: docs/product/recruitment-and-appeals.md#recruitment-for-applicants-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { bothReads } from '@ui/DataState';
import { DetailPage } from '@ui/DetailPage';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApplyClosedNotice } from '../components/ApplyClosedNotice';
import { useAnswersDraft, useMyApplications, useRecruitmentForm, useSendApplication } from '../hooks';
import { applicantOf, applyStateOf, fieldErrorsOf, hasAnswers, validateAnswers } from '../model';
import classes from './ApplicationFormPage.module.css';

export interface ApplicationFormPageProps {
  /** The form's id, from the URL. */
  id: string;
  /** Goes to an app path (after sending: the new application). */
  onNavigate: (path: string) => void;
  /** The clock in ms, for stories and tests; `Date.now` by default. */
  now?: () => number;
}

export function ApplicationFormPage({ id, onNavigate, now = Date.now }: ApplicationFormPageProps) {
  const form = useRecruitmentForm(id);
  const applications = useMyApplications();
  const source = bothReads(form, applications, (f, a) => ({ form: f.form, applications: a.applications }));
  return (
    <DetailPage
      source={source}
      select={({ form: found, applications: mine }) => found && { form: found, applications: mine }}
      loadingLabel="Loading the recruitment form"
      errorMessage="The recruitment form could not be loaded."
      refusedTitle="This form is not open to you"
      back={{ to: pathTo('/recruitment'), label: 'Back to recruitment' }}
      notFound={{
        title: 'This recruitment form does not exist',
        message: 'It may have been removed. The forms that are published are on the recruitment page.',
      }}
      header={(data) => ({
        title: <span className={classes.text}>{data.form.name}</span>,
        description: data.form.descriptions.short,
      })}
    >
      {(data) => (
        <FormView form={data.form} applications={data.applications} onNavigate={onNavigate} now={now} />
      )}
    </DetailPage>
  );
}

interface FormViewProps {
  form: RecruitmentForm;
  applications: Parameters<typeof applicantOf>[1];
  onNavigate: (path: string) => void;
  now: () => number;
}

function FormView({ form, applications, onNavigate, now }: FormViewProps) {
  const user = useCurrentUser();
  const state = useMemo(
    () => applyStateOf(form, applicantOf(user, applications), now()),
    [form, user, applications, now],
  );
  return (
    <>
      {form.descriptions.detailed && <Text className={classes.text}>{form.descriptions.detailed}</Text>}
      {form.requirements && (
        <Text size="sm" className={classes.text}>
          <strong>Requirements: </strong>
          {form.requirements}
        </Text>
      )}
      {state.open ? (
        user && <Questions form={form} userId={user.id} onNavigate={onNavigate} />
      ) : (
        <ApplyClosedNotice message={state.message} />
      )}
    </>
  );
}

function Questions({
  form,
  userId,
  onNavigate,
}: {
  form: RecruitmentForm;
  userId: string;
  onNavigate: (path: string) => void;
}) {
  const { answers, setAnswer, clear } = useAnswersDraft(userId, form);
  const [restored] = useState(() => hasAnswers(answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendApplication(
    form,
    userId,
    (applicationId) =>
      onNavigate(
        applicationId
          ? pathTo('/recruitment/applications/$id', { id: applicationId })
          : pathTo('/recruitment/applications'),
      ),
    clear,
  );

  const focusFirstError = (keys: Record<string, string>) => {
    const first = form.questions.find((q) => keys[q.key]);
    if (!first) return;
    const field = formRef.current?.querySelector<HTMLElement>(`[data-question="${CSS.escape(first.key)}"]`);
    field?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = validateAnswers(form.questions, answers);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstError(missing);
      return;
    }
    const outcome = await send.run(answers);
    if (outcome.status === 'failed') {
      const fromServer = fieldErrorsOf(outcome.error);
      if (fromServer) {
        setErrors(fromServer);
        focusFirstError(fromServer);
      }
    }
  };

  return (
    <Paper withBorder p="lg">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={`Application for ${form.name}`}>
        <Stack gap="md">
          {restored && (
            <Alert
              role="status"
              color="blue"
              variant="light"
              icon={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Your draft answers are back. They stay in this browser until you send the application.
            </Alert>
          )}
          {send.error && (
            <Alert color="red" title="Your application was not sent" role="alert">
              <span className={classes.text}>{send.error}</span>
            </Alert>
          )}
          {form.questions.map((question) => {
            const props = {
              label: question.label || question.key,
              description: question.message || undefined,
              placeholder: question.placeholderText || undefined,
              withAsterisk: question.required,
              required: question.required,
              value: answers[question.key] ?? '',
              error: errors[question.key],
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setAnswer(question.key, value);
                if (errors[question.key] && value.trim()) {
                  setErrors(({ [question.key]: _fixed, ...rest }) => rest);
                }
              },
              'data-question': question.key,
              classNames: { label: classes.text, description: classes.text },
            };
            return question.type === 'textarea' ? (
              <Textarea key={question.key} autosize minRows={4} maxRows={14} {...props} />
            ) : (
              <TextInput key={question.key} autoComplete="off" {...props} />
            );
          })}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              Your answers are saved in this browser as you type.
            </Text>
            <Button type="submit" loading={send.pending}>
              Send application
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

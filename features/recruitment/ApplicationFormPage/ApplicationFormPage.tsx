/**
 * `/recruitment/{id}` (signed in): apply with one form; the answers are kept in this browser until sent. What it
 * does: docs/product/recruitment-and-appeals.md#recruitment-for-applicants-built.
 */
import { pathTo } from '@lib/access';
import type { RecruitmentForm } from '@lib/schemas/recruitment';
import { useCurrentUser } from '@lib/session';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { bothReads } from '@ui/DataState';
import { DetailPage } from '@ui/DetailPage';
import { useMemo } from 'react';
import { ApplyClosedNotice } from '../components/ApplyClosedNotice';
import { useAnswersDraft, useMyApplications, useRecruitmentForm, useSendApplication } from '../hooks';
import {
  type AnswerValues,
  answerErrorsOf,
  answersOf,
  answerValuesOf,
  applicantOf,
  applyStateOf,
  fieldErrorsOf,
  hasAnswers,
  validateAnswers,
} from '../model';
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
  const { questions } = form;
  const draft = useAnswersDraft(userId, form);
  const answers = useForm<AnswerValues>({
    initialValues: answerValuesOf(questions, draft.initial),
    validate: (values) => answerErrorsOf(questions, validateAnswers(questions, answersOf(questions, values))),
    onValuesChange: (values) => draft.save(answersOf(questions, values)),
  });
  const send = useSendApplication(
    form,
    userId,
    (applicationId) =>
      onNavigate(
        applicationId
          ? pathTo('/recruitment/applications/$id', { id: applicationId })
          : pathTo('/recruitment/applications'),
      ),
    draft.clear,
  );

  // The first question in error gets the focus (one far down the page included).
  const focusFirstError = (errors: FormErrors) => {
    const place = questions.findIndex((_, index) => errors[`answers.${index}`]);
    if (place >= 0) answers.getInputNode(`answers.${place}`)?.focus();
  };

  const onSubmit = answers.onSubmit(async (values) => {
    const outcome = await send.run(answersOf(questions, values));
    const fromServer = outcome.status === 'failed' ? fieldErrorsOf(outcome.error) : null;
    if (!fromServer) return;
    const errors = answerErrorsOf(questions, fromServer);
    answers.setErrors(errors);
    focusFirstError(errors);
  }, focusFirstError);

  return (
    <Paper withBorder p="lg">
      <form onSubmit={onSubmit} noValidate aria-label={`Application for ${form.name}`}>
        <Stack gap="md">
          {hasAnswers(draft.initial) && (
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
          {questions.map((question, place) => {
            const props = {
              label: question.label || question.key,
              description: question.message || undefined,
              placeholder: question.placeholderText || undefined,
              withAsterisk: question.required,
              required: question.required,
              ...answers.getInputProps(`answers.${place}`),
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

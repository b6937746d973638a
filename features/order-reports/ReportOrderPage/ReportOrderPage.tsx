/**
 * `/feedback/report-order` (perk FEEDBACK_BETA): report an order in three steps (check, report, confirmation). What
 * it does: docs/product/reports.md#reporting-an-order.
 */
import { useUnsavedChanges } from '@lib/unsaved';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { BacklogEntry } from '@ui/BacklogEntry';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Eligibility } from '../api';
import { useEligibilityCheck, useSubmitReport } from '../hooks';
import {
  MAX_NOTES_LENGTH,
  MAX_OTHER_REASON_LENGTH,
  OTHER_REASON,
  orderIdError,
  REPORT_REASONS,
  type ReportFormValues,
  type ReportOrderSearch,
  reportFormRules,
} from '../model';
import classes from './ReportOrderPage.module.css';

export interface ReportOrderPageProps {
  search: ReportOrderSearch;
  /** Keeps the checked order in the URL (`?orderID=`), and clears it for "Report another order". */
  onSearchChange?: (search: ReportOrderSearch) => void;
}

/** Shown when the server says no without saying why. */
export const NOT_ELIGIBLE_FALLBACK = 'This order cannot be reported.';

type Step =
  | { step: 'lookup' }
  | { step: 'review'; orderID: string; eligibility: Eligibility }
  | { step: 'done'; orderID: string };

export function ReportOrderPage({ search, onSearchChange }: ReportOrderPageProps) {
  const [state, setState] = useState<Step>({ step: 'lookup' });
  const lookup = useForm({
    initialValues: { orderID: search.orderID ?? '' },
    validate: { orderID: orderIdError },
  });
  // An unknown order shows the server's message under the field, which keeps what was typed.
  const check = useEligibilityCheck((eligibility, orderID) => {
    setState({ step: 'review', orderID, eligibility });
    onSearchChange?.({ orderID });
  });

  // Back on the first step after another step: the field gets the focus (keyboard and screen-reader users).
  const orderIdInput = useRef<HTMLInputElement>(null);
  const leftLookup = useRef(false);
  useEffect(() => {
    if (state.step !== 'lookup') leftLookup.current = true;
    else if (leftLookup.current) orderIdInput.current?.focus();
  }, [state.step]);

  const startOver = () => {
    setState({ step: 'lookup' });
    check.reset();
  };

  return (
    <Page
      size="sm"
      py="xl"
      gap={0}
      title="Report an order"
      description="Something wrong with an order you received? Tell the management team about it."
    >
      {state.step === 'lookup' && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <form
            noValidate
            onSubmit={lookup.onSubmit((values) => void check.run(values.orderID.trim()))}
            aria-label="Find the order"
          >
            <Stack gap="md">
              <TextInput
                label="Order ID"
                description="The 6-character ID the bot gave you with the order, e.g. Ab12Cd."
                placeholder="Ab12Cd"
                autoComplete="off"
                spellCheck={false}
                maxLength={32}
                required
                ref={orderIdInput}
                {...lookup.getInputProps('orderID')}
              />
              {check.error && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
                  {check.error}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={check.pending} disabled={check.pending}>
                  Check eligibility
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}

      {state.step === 'review' && (
        <Review
          orderID={state.orderID}
          eligibility={state.eligibility}
          onBack={startOver}
          onSent={() => setState({ step: 'done', orderID: state.orderID })}
        />
      )}

      {state.step === 'done' && (
        <Done>
          <EmptyState
            icon={<IconCircleCheck size={28} />}
            title="Report sent"
            description={`Thank you. The management team will review your report on order ${state.orderID}.`}
            action={
              <Button
                onClick={() => {
                  lookup.reset();
                  lookup.setValues({ orderID: '' });
                  onSearchChange?.({});
                  startOver();
                }}
              >
                Report another order
              </Button>
            }
          />
        </Done>
      )}
    </Page>
  );
}

/** The confirmation; it takes the focus so the outcome is read out and in view. */
function Done({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} ref={box} tabIndex={-1} className={classes.done}>
      {children}
    </Paper>
  );
}

interface ReviewProps {
  orderID: string;
  eligibility: Eligibility;
  onBack: () => void;
  onSent: () => void;
}

function Review({ orderID, eligibility, onBack, onSent }: ReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the new step so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="lg">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        {eligibility.eligible ? 'Tell us what went wrong' : 'This order cannot be reported'}
      </Title>

      {eligibility.order ? (
        <Paper
          withBorder
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-label={`Order ${eligibility.order.orderID}`}
        >
          <BacklogEntry entry={eligibility.order} variant="plain" datePrefix="type" />
        </Paper>
      ) : (
        <Text c="dimmed">
          Order <strong>{orderID}</strong>
        </Text>
      )}

      {eligibility.eligible ? (
        <ReportForm orderID={orderID} onBack={onBack} onSent={onSent} />
      ) : (
        <>
          <Alert
            color="yellow"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="Not eligible"
            role="alert"
          >
            {eligibility.reason || NOT_ELIGIBLE_FALLBACK}
          </Alert>
          <Group>
            <Button variant="default" onClick={onBack}>
              Check another order
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function ReportForm({
  orderID,
  onBack,
  onSent,
}: {
  orderID: string;
  onBack: () => void;
  onSent: () => void;
}) {
  const form = useForm<ReportFormValues>({
    initialValues: { reason: '', otherReason: '', notes: '' },
    validate: reportFormRules,
  });
  // What was typed counts as unsaved until sent (the confirmation step replaces the form).
  useUnsavedChanges(form.isDirty());
  // The confirmation step is the success message; a failure keeps everything typed.
  const submit = useSubmitReport(orderID, onSent);
  const notesLength = form.values.notes.length;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={form.onSubmit((values) => void submit.run(values))} aria-label="Report">
        <Stack gap="md">
          <Select
            label="Reason"
            placeholder="Choose a reason"
            data={[...REPORT_REASONS]}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('reason')}
          />
          {form.values.reason === OTHER_REASON && (
            <TextInput
              label="Describe the reason"
              required
              maxLength={MAX_OTHER_REASON_LENGTH}
              {...form.getInputProps('otherReason')}
            />
          )}
          <Textarea
            label="Notes"
            description={`Optional. Anything that helps the team understand (${notesLength}/${MAX_NOTES_LENGTH}).`}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_NOTES_LENGTH}
            {...form.getInputProps('notes')}
          />
          {submit.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {submit.error}
            </Alert>
          )}
          <div className={classes.actions}>
            <Button variant="default" onClick={onBack} disabled={submit.pending}>
              Check another order
            </Button>
            <Button type="submit" loading={submit.pending} disabled={submit.pending}>
              Submit report
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import type { ComponentProps, ComponentType, FormEvent, ReactNode } from 'react';
import { AppLink } from '../AppLink';
import { ActionError } from '../ErrorState';

export interface ActionFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'action' | 'children'> {
  /** The form's submit handler: Mantine's `form.onSubmit((values) => void action.run(values))`. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The action the form runs (`useAction`): its `pending` spins the submit button, its `error` shows on top. */
  action: { pending: boolean; error: string | null };
  /** What did not happen when the action fails, e.g. “The team was not created” (see `ActionError`). */
  failureTitle: string;
  /** The submit button's words: what it does, e.g. “Create team”. */
  submitLabel: ReactNode;
  /** The submit button is off, e.g. while nothing has changed. */
  submitDisabled?: boolean;
  /** A page's way out: a Cancel link to this app path, before the submit button. */
  cancelTo?: string;
  /** Another way out in its place (a dialog's `DialogCancel`). */
  cancel?: ReactNode;
  /** Where the buttons go: a row on the right by default; a dialog gives its sticky bar (`DialogActions`). */
  buttonBar?: ComponentType<{ children: ReactNode }>;
  /** The fields, between the failure and the buttons. */
  children: ReactNode;
}

function ButtonRow({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      {children}
    </Group>
  );
}

/**
 * A form that runs one action (docs/patterns.md#a-form): the failure on top, the fields, then Cancel and the
 * submit button on the right. Validation is Mantine's (`noValidate` keeps the browser's own bubbles away).
 */
export function ActionForm({
  onSubmit,
  action,
  failureTitle,
  submitLabel,
  submitDisabled = false,
  cancelTo,
  cancel = cancelTo === undefined ? null : (
    <Button component={AppLink} to={cancelTo} variant="default">
      Cancel
    </Button>
  ),
  buttonBar: Bar = ButtonRow,
  children,
  ...formProps
}: ActionFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate {...formProps}>
      <Stack gap="md">
        <ActionError error={action.error} title={failureTitle} />
        {children}
        <Bar>
          {cancel}
          <Button type="submit" loading={action.pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Bar>
      </Stack>
    </form>
  );
}

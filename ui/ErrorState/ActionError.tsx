import { Alert } from '@mantine/core';
import classes from './ActionError.module.css';

export interface ActionErrorProps {
  /** The action's failure (`useAction`'s `error`): the server's message, `null` while there is none. */
  error: string | null;
  /** What did not happen, e.g. “The message was not saved”. */
  title: string;
}

/**
 * Why an action failed, in the form or dialog that ran it: what did not happen, then the server's message as it
 * wrote it (role alert: announced). Nothing while the action has not failed (docs/patterns.md#acting-useaction).
 */
export function ActionError({ error, title }: ActionErrorProps) {
  if (error === null) return null;
  return (
    <Alert color="red" title={title} role="alert" classNames={{ message: classes.message }}>
      {error}
    </Alert>
  );
}

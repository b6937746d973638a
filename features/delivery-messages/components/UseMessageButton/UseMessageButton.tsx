import { useAction } from '@lib/action';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useSetMyDeliveryMessage } from '../../hooks';
import { isInUse } from '../../model';

export const USE_SUCCESS = 'This is now your delivery message';
export const STOP_SUCCESS = 'You are back to the default delivery message';

/**
 * Sets or clears the user's delivery message, with a toast either way (the server's message on failure);
 * `onDone` runs after a success.
 */
export function useMyMessageAction(message: string | null, onDone?: () => void) {
  const setMine = useSetMyDeliveryMessage();
  return useAction(() => setMine(message), {
    success: message === null ? STOP_SUCCESS : USE_SUCCESS,
    failure: 'toast',
    failureMessage: (reason) => `Your delivery message was not changed: ${reason}`,
    onSuccess: onDone,
  });
}

export interface UseMessageButtonProps {
  message: DeliveryMessage;
  /** Too long to deliver: it cannot be used. */
  disabled?: boolean;
}

/** “Use as my delivery message”, or “Stop using it” when it is the user's message already. */
export function UseMessageButton({ message, disabled }: UseMessageButtonProps) {
  const user = useCurrentUser();
  const inUse = isInUse(user, message);
  const use = useMyMessageAction(message.message);
  if (inUse) return <StopUsingButton />;
  return (
    <Button
      leftSection={<IconCheck size={16} aria-hidden />}
      onClick={() => void use.run()}
      loading={use.pending}
      disabled={disabled || !user}
    >
      Use as my delivery message
    </Button>
  );
}

/** Clears the user's delivery message (back to the default one). */
export function StopUsingButton({ size }: { size?: ButtonProps['size'] }) {
  const user = useCurrentUser();
  const stop = useMyMessageAction(null);
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconX size={16} aria-hidden />}
      onClick={() => void stop.run()}
      loading={stop.pending}
      disabled={!user}
    >
      Stop using it
    </Button>
  );
}

import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Dialog } from '../Dialog';

/** Spec §2: the exact label of the acknowledgement switch. */
export const RESIGN_ACKNOWLEDGEMENT = 'I understand, I wish to resign';

export interface ResignModalProps {
  /** Whether the dialog is open. Closing it resets the acknowledgement. */
  opened: boolean;
  /** Called by the Close button, Escape and the overlay. */
  onClose: () => void;
  /**
   * Sends the resignation. The modal keeps Resign disabled until the promise settles and ignores
   * further clicks meanwhile. Report success or failure from here (toast, close, navigate): a
   * rejection only re-enables the button.
   */
  onResign: () => Promise<unknown>;
}

/** Resign from staff (spec §2, §4): a warning, an acknowledgement switch, Close and Resign. */
export function ResignModal({ opened, onClose, onResign }: ResignModalProps) {
  const [acknowledged, setAcknowledged] = useState(false);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  // Every opening starts unacknowledged.
  if (!opened && acknowledged) setAcknowledged(false);

  async function resign() {
    if (!acknowledged || inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await onResign();
    } catch {
      // The caller reports the failure; the user may try again.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <Dialog opened={opened} onClose={onClose} title="Resign from staff">
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Before you resign" role="note">
          <Text size="sm">
            Resigning removes your staff rank straight away, along with access to the staff area. You will not
            be able to apply for a staff position again for 1 week.
          </Text>
        </Alert>
        <Switch
          label={RESIGN_ACKNOWLEDGEMENT}
          checked={acknowledged}
          onChange={(event) => setAcknowledged(event.currentTarget.checked)}
          disabled={pending}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button color="red" onClick={() => void resign()} disabled={!acknowledged} loading={pending}>
            Resign
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

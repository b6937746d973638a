import { DELIVERY_PLACEHOLDERS } from '@lib/delivery-message';
import { Button, Stack, Text } from '@mantine/core';
import { Fragment, useId } from 'react';
import classes from './DeliveryMessageEditorPage.module.css';

/** The placeholders of a delivery message; a click inserts one at the cursor of the message field. */
export function PlaceholderHelper({ onInsert }: { onInsert: (token: string) => void }) {
  const headingId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <div>
        <Text fw={600} size="sm" id={headingId}>
          Placeholders
        </Text>
        <Text size="xs" c="dimmed">
          Filled in when you deliver. Click one to insert it at the cursor.
        </Text>
      </div>
      <div className={classes.placeholders}>
        {DELIVERY_PLACEHOLDERS.map((placeholder) => (
          <Fragment key={placeholder.token}>
            <Button
              size="compact-xs"
              variant="default"
              ff="monospace"
              aria-label={`Insert ${placeholder.token}`}
              onClick={() => onInsert(placeholder.token)}
              justify="flex-start"
            >
              {placeholder.token}
            </Button>
            <Text size="xs" c="dimmed">
              {placeholder.description}
            </Text>
          </Fragment>
        ))}
      </div>
    </Stack>
  );
}

import { ApiError, errorMessage } from '@lib/http';
import type { StoreItem } from '@lib/schemas/store';
import { type User, userDisplayName } from '@lib/schemas/user';
import { useUser } from '@lib/users';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Avatar } from '@ui/Avatar';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import { useState } from 'react';
import { giftIdError, isOwned } from '../model';
import classes from './StorePage.module.css';

export interface GiftDialogProps {
  opened: boolean;
  item: StoreItem | null;
  onClose: () => void;
  /** The recipient was found and may receive the item: on to the confirmation. */
  onContinue: (recipient: User) => void;
}

/** The recipient, with avatar and name, as the confirmation shows them too. */
export function RecipientCard({ user }: { user: User }) {
  const name = userDisplayName(user);
  return (
    <Group gap="sm" className={classes.recipient} aria-label={`Recipient: ${name}`} role="group">
      <Avatar userId={user.id} avatar={user.avatar} name={name} size={40} />
      <Stack gap={0}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          @{user.username} · {user.id}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * Step one of a gift: the recipient's user id, checked here first (a snowflake), then looked up, and shown with
 * avatar and name before anything is bought.
 */
export function GiftDialog({ opened, item, onClose, onContinue }: GiftDialogProps) {
  // Every opening starts empty: the page renders the dialog afresh for each (docs/patterns.md#dialogs).
  const form = useForm({ initialValues: { recipient: '' }, validate: { recipient: giftIdError } });
  const [lookupId, setLookupId] = useState<string | null>(null);
  const lookup = useUser(lookupId);
  const find = form.onSubmit(
    (values) => setLookupId(values.recipient.trim()),
    () => setLookupId(null),
  );

  if (!item) return null;
  const recipient = lookup.data?.user ?? null;
  const notFound =
    lookupId !== null &&
    ((lookup.data && !lookup.data.user) ||
      (lookup.error instanceof ApiError && lookup.error.statusCode === 404));
  const alreadyHas = recipient !== null && isOwned(item, recipient.perks);

  return (
    <Dialog opened={opened} onClose={onClose} title={`Give ${item.name} as a gift`} dirty={form.isDirty()}>
      <Stack gap="md">
        <form onSubmit={find} noValidate>
          <Stack gap="xs" align="flex-start">
            <TextInput
              label="Recipient's user ID"
              description="Their chat-platform user ID: a number of 17 to 19 digits."
              {...form.getInputProps('recipient')}
              inputMode="numeric"
              autoComplete="off"
              w="100%"
              data-autofocus
            />
            <Button type="submit" variant="default">
              Find user
            </Button>
          </Stack>
        </form>

        {lookupId !== null && lookup.isLoading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Looking up the user…</Text>
          </Group>
        )}
        {notFound && (
          <Alert color="yellow" title="No such user" role="alert">
            No user has the ID {lookupId}. Check the number and try again.
          </Alert>
        )}
        {lookup.error && !notFound && (
          <Alert color="red" title="The user could not be looked up" role="alert">
            {errorMessage(lookup.error)}
          </Alert>
        )}
        {recipient && (
          <Stack gap="xs">
            <RecipientCard user={recipient} />
            {alreadyHas && (
              <Text size="sm" c="yellow.4">
                {userDisplayName(recipient)} already has {item.name}: it cannot be given again.
              </Text>
            )}
          </Stack>
        )}

        <DialogActions>
          <DialogCancel>Cancel</DialogCancel>
          <Button disabled={!recipient || alreadyHas} onClick={() => recipient && onContinue(recipient)}>
            Continue
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

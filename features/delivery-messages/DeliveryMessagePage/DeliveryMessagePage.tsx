/**
 * `/staff/delivery-messages/{slug}`: one premade message, its preview, and using it as one's own. What it does:
 * docs/product/delivery-messages.md#message-page.
 */

import { useDialogState } from '@lib/dialog-state';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { PageHeader } from '@ui/PageHeader';
import { useId, useMemo } from 'react';
import { CreatorLine } from '../components/CreatorLine/CreatorLine';
import { DeleteMessageDialog } from '../components/DeleteMessageDialog/DeleteMessageDialog';
import { DirectoryGate, MessagePageFrame, WithMessage } from '../components/MessagePage/MessagePage';
import { MessagePreview } from '../components/MessagePreview/MessagePreview';
import { UseMessageButton } from '../components/UseMessageButton/UseMessageButton';
import { useDeleteDeliveryMessage } from '../hooks';
import {
  canEditMessage,
  DIRECTORY_PATH,
  editMessagePath,
  isInUse,
  measureMessage,
  previewContext,
} from '../model';
import classes from './DeliveryMessagePage.module.css';

export interface DeliveryMessagePageProps {
  /** The message's slug (or id). */
  slug: string;
  /** Goes to an app path (after a delete). */
  onNavigate: (path: string) => void;
}

export function DeliveryMessagePage({ slug, onNavigate }: DeliveryMessagePageProps) {
  return (
    <MessagePageFrame>
      <DirectoryGate page="/staff/delivery-messages/$slug">
        <WithMessage slug={slug}>
          {(message) => <MessageDetails message={message} onNavigate={onNavigate} />}
        </WithMessage>
      </DirectoryGate>
    </MessagePageFrame>
  );
}

function MessageDetails({
  message,
  onNavigate,
}: {
  message: DeliveryMessage;
  onNavigate: (path: string) => void;
}) {
  const user = useCurrentUser();
  const ctx = useMemo(() => previewContext(user), [user]);
  const measured = useMemo(() => measureMessage(message.message, ctx), [message.message, ctx]);
  const canEdit = canEditMessage(user, message);
  const inUse = isInUse(user, message);
  const deleteDialog = useDialogState();
  const remove = useDeleteDeliveryMessage(() => {
    deleteDialog.close();
    onNavigate(DIRECTORY_PATH);
  });
  const textHeadingId = useId();

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <span className={classes.text}>{message.title}</span>
            {inUse && (
              <Badge color="green" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
                In use
              </Badge>
            )}
          </Group>
        }
        description={<CreatorLine message={message} size={28} />}
        actions={
          <>
            <UseMessageButton message={message} disabled={measured.tooLong} />
            {canEdit && (
              <>
                <Button
                  component={AppLink}
                  to={editMessagePath(message)}
                  variant="default"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => deleteDialog.open(true, remove)}
                >
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      {/* The message as customers read it; the template with its placeholders only for those who edit it. */}
      <SimpleGrid cols={{ base: 1, md: canEdit ? 2 : 1 }} spacing="lg">
        <MessagePreview measured={measured} ctx={ctx} />
        {canEdit && (
          <Paper withBorder p="md" component="section" aria-labelledby={textHeadingId}>
            <Stack gap="xs">
              <Title order={2} size="h5" id={textHeadingId}>
                Template
              </Title>
              <Text size="xs" c="dimmed">
                As written, with its placeholders: each delivery fills them in.
              </Text>
              <div className={classes.template}>{message.message}</div>
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
      {canEdit && (
        <DeleteMessageDialog
          opened={deleteDialog.opened}
          message={message}
          onClose={deleteDialog.close}
          remove={remove}
        />
      )}
    </>
  );
}

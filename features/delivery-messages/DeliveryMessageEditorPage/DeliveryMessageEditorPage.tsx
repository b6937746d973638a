/**
 * `/staff/delivery-messages/create` and `/staff/delivery-messages/{slug}/edit`: the premade message editor. What it
 * does: docs/product/delivery-messages.md#creating-and-editing.
 */

import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { useCurrentUser } from '@lib/session';
import { leaveAfterSave } from '@lib/unsaved';
import { IconLock } from '@tabler/icons-react';
import { EmptyState } from '@ui/EmptyState';
import { BackButton, PageHeader } from '@ui/PageHeader';
import type { DeliveryMessageFields } from '../api';
import { DirectoryGate, MessagePageFrame, WithMessage } from '../components/MessagePage/MessagePage';
import { useCreateDeliveryMessage, useUpdateDeliveryMessage } from '../hooks';
import { CREATE_PATH, canEditMessage, DIRECTORY_PATH, messagePath } from '../model';
import { MessageEditor } from './MessageEditor';

export interface DeliveryMessageEditorPageProps {
  /** The message to edit; without it, a new message. */
  slug?: string;
  /** Goes to an app path (the message's page after saving). */
  onNavigate: (path: string) => void;
}

const EMPTY: DeliveryMessageFields = { title: '', message: '' };

export function DeliveryMessageEditorPage({ slug, onNavigate }: DeliveryMessageEditorPageProps) {
  return (
    <MessagePageFrame>
      <DirectoryGate page={slug === undefined ? CREATE_PATH : '/staff/delivery-messages/$slug/edit'}>
        {slug === undefined ? (
          <CreateMessage onNavigate={onNavigate} />
        ) : (
          <WithMessage slug={slug}>
            {(message) => <EditMessage message={message} onNavigate={onNavigate} />}
          </WithMessage>
        )}
      </DirectoryGate>
    </MessagePageFrame>
  );
}

function CreateMessage({ onNavigate }: { onNavigate: (path: string) => void }) {
  const create = useCreateDeliveryMessage((created) =>
    leaveAfterSave(() => onNavigate(messagePath(created))),
  );
  return (
    <>
      <PageHeader
        title="Create a premade message"
        description="Share a delivery message with the team. Anyone in the directory can use it as theirs."
      />
      <MessageEditor
        initial={EMPTY}
        withTitle
        submitLabel="Create message"
        save={create}
        cancelPath={DIRECTORY_PATH}
      />
    </>
  );
}

function EditMessage({
  message,
  onNavigate,
}: {
  message: DeliveryMessage;
  onNavigate: (path: string) => void;
}) {
  const user = useCurrentUser();
  if (!canEditMessage(user, message)) {
    return (
      <EmptyState
        headingLevel={1}
        icon={<IconLock size={28} />}
        title="You cannot edit this message"
        description="Only its creator and managers of delivery messages may change it."
        action={<BackButton to={messagePath(message)}>Back to the message</BackButton>}
      />
    );
  }
  return <EditForm message={message} onNavigate={onNavigate} />;
}

function EditForm({ message, onNavigate }: { message: DeliveryMessage; onNavigate: (path: string) => void }) {
  const save = useUpdateDeliveryMessage(message, (updated) =>
    leaveAfterSave(() => onNavigate(messagePath(updated))),
  );
  return (
    <>
      <PageHeader title={`Edit ${message.title}`} />
      <MessageEditor
        key={message.id}
        initial={{ title: message.title, message: message.message }}
        withTitle
        requireChange
        submitLabel="Save changes"
        save={save}
        cancelPath={messagePath(message)}
      />
    </>
  );
}

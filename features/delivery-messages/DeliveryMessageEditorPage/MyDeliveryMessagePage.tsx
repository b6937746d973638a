/**
 * `/staff/delivery-messages/edit` (the edit route without a slug): the user's own delivery message, written
 * from scratch or from the default one, with the same placeholders, preview and limit as premade messages.
 */

import { useAction } from '@lib/action';
import { DEFAULT_DELIVERY_TEMPLATE } from '@lib/delivery-message';
import { useCurrentUser } from '@lib/session';
import { leaveAfterSave } from '@lib/unsaved';
import { Button } from '@mantine/core';
import { PageHeader } from '@ui/PageHeader';
import type { DeliveryMessageFields } from '../api';
import { MessagePageFrame } from '../components/MessagePage/MessagePage';
import { useMyMessageAction } from '../components/UseMessageButton/UseMessageButton';
import { useSetMyDeliveryMessage } from '../hooks';
import { DIRECTORY_PATH, myMessageText } from '../model';
import { MessageEditor } from './MessageEditor';

export interface MyDeliveryMessagePageProps {
  /** Goes to an app path (the directory after saving). */
  onNavigate: (path: string) => void;
}

export const MY_MESSAGE_SAVED = 'Your delivery message is saved';

export function MyDeliveryMessagePage({ onNavigate }: MyDeliveryMessagePageProps) {
  const user = useCurrentUser();
  const setMine = useSetMyDeliveryMessage();
  const mine = myMessageText(user);
  const leave = () => leaveAfterSave(() => onNavigate(DIRECTORY_PATH));
  const reset = useMyMessageAction(null, leave);

  const save = useAction(({ message }: DeliveryMessageFields) => setMine(message), {
    success: MY_MESSAGE_SAVED,
    onSuccess: leave,
  });

  return (
    <MessagePageFrame>
      <PageHeader
        title="My delivery message"
        description={
          mine === null
            ? 'You use the default message. Change it here: customers see it when you deliver their order.'
            : 'Customers see this message when you deliver their order.'
        }
      />
      {user && (
        <MessageEditor
          key={user.id}
          initial={{ title: '', message: mine ?? DEFAULT_DELIVERY_TEMPLATE }}
          withTitle={false}
          requireChange={mine !== null}
          submitLabel="Save my message"
          save={save}
          cancelPath={DIRECTORY_PATH}
          extraActions={
            mine !== null && (
              <Button variant="subtle" onClick={() => void reset.run()} loading={reset.pending}>
                Use the default message
              </Button>
            )
          }
        />
      )}
    </MessagePageFrame>
  );
}

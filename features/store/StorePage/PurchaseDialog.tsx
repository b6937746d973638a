import { type Action, bindAction } from '@lib/action';
import { formatMoney } from '@lib/format';
import type { StoreItem } from '@lib/schemas/store';
import { type User, userDisplayName } from '@lib/schemas/user';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { RecipientCard } from './GiftDialog';

export interface PurchaseDialogProps {
  opened: boolean;
  item: StoreItem | null;
  /** The gift's recipient, or null for a purchase for oneself. */
  recipient: User | null;
  /** What it costs now. */
  price: number;
  /** The buyer's balance, when known. */
  balance: number | null;
  onClose: () => void;
  /** `usePurchase`: its failure (and a `false` answer) shows in the dialog. */
  purchase: Action<[StoreItem, User | null], boolean>;
}

/** The confirmation with the price, and the recipient for a gift. */
export function PurchaseDialog({
  opened,
  item,
  recipient,
  price,
  balance,
  onClose,
  purchase,
}: PurchaseDialogProps) {
  if (!item) return null;
  const name = recipient ? userDisplayName(recipient) : null;
  return (
    <ConfirmDialog
      opened={opened}
      title={name ? `Give ${item.name} to ${name}?` : `Buy ${item.name}?`}
      confirmLabel={`${name ? 'Give' : 'Buy'} for ${formatMoney(price)}`}
      tone="primary"
      failureTitle="The purchase did not go through"
      extra={recipient && <RecipientCard user={recipient} />}
      onClose={onClose}
      action={bindAction(purchase, item, recipient)}
    >
      {item.name} costs {formatMoney(price)}
      {name ? `, paid from your balance, for ${name}.` : '.'}
      {balance !== null && ` Your balance afterwards: ${formatMoney(balance - price)}.`}
    </ConfirmDialog>
  );
}

/**
 * The dialog a ticket opened (prepare, deliver or delete), from the actions' one dialog lifecycle: rendered with its
 * key, so each opening starts fresh, and kept with its order while it closes (docs/patterns.md#dialogs).
 */
import type { OrderActions } from '../../hooks';
import { DeleteDialog } from './DeleteDialog';
import { DeliverDialog } from './DeliverDialog';
import { PrepareDialog } from './PrepareDialog';

export function OrderDialogs({ actions }: { actions: OrderActions }) {
  const { dialog } = actions;
  if (!dialog.item) return null;
  const { kind, order } = dialog.item;
  const shown = { order, opened: dialog.opened, onClose: dialog.close };
  if (kind === 'prepare') return <PrepareDialog key={dialog.key} {...shown} prepare={actions.prepare} />;
  if (kind === 'deliver') return <DeliverDialog key={dialog.key} {...shown} deliver={actions.deliver} />;
  return <DeleteDialog key={dialog.key} {...shown} remove={actions.remove} />;
}

/**
 * The lifecycle of a dialog opened for one item (docs/patterns.md#dialogs): each opening gets a new key (the
 * dialog is rendered with it, so its fields and choices start fresh), and closing keeps the item (the closing
 * animation still shows it, not an empty dialog). Here, not in ui/Dialog, so a page can hold a dialog's state
 * without loading the dialog's code (the store's dialogs load with the first click).
 */
import { useCallback, useState } from 'react';

export interface DialogLifecycle<T> {
  /** Whether the dialog is open. */
  opened: boolean;
  /** What the dialog was last opened for; kept while it closes. Null before the first opening. */
  item: T | null;
  /** A new value at every opening: the dialog's React `key`. */
  key: number;
}

export const CLOSED: DialogLifecycle<never> = { opened: false, item: null, key: 0 };

/** Opens the dialog for `item`: a fresh opening, with a new key. */
export function opening<T>(state: DialogLifecycle<T>, item: T): DialogLifecycle<T> {
  return { opened: true, item, key: state.key + 1 };
}

/** Closes the dialog and keeps its item and key, so what it showed stays while it animates out. */
export function closing<T>(state: DialogLifecycle<T>): DialogLifecycle<T> {
  return state.opened ? { ...state, opened: false } : state;
}

export interface DialogState<T> extends DialogLifecycle<T> {
  /**
   * Opens the dialog for `item`. `actions` are the `useAction`s whose failures the dialog shows: the opening
   * starts without their last failure.
   */
  open: (item: T, ...actions: { reset: () => void }[]) => void;
  /** Closes it (the item stays until the next opening). */
  close: () => void;
}

/**
 * The one way to run a dialog (docs/patterns.md#dialogs): which item it is open for, kept while it closes, and a
 * `key` per opening, given to the dialog so each opening starts fresh (its fields, its choices); `open` also
 * clears the last failure of the actions it is given.
 *
 * ```tsx
 * const edit = useDialogState<Item>();
 * const save = useSaveItem(edit.close);
 * <Button onClick={() => edit.open(item, save)}>Edit</Button>
 * <EditDialog key={edit.key} opened={edit.opened} item={edit.item} onClose={edit.close} save={save} />
 * ```
 */
export function useDialogState<T = true>(): DialogState<T> {
  const [state, setState] = useState<DialogLifecycle<T>>(CLOSED);
  const open = useCallback((item: T, ...actions: { reset: () => void }[]) => {
    for (const action of actions) action.reset();
    setState((current) => opening(current, item));
  }, []);
  const close = useCallback(() => setState(closing), []);
  return { ...state, open, close };
}

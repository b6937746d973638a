/**
 * What the page holds that the user typed and has not saved yet (a dialog's reason, a note, a message being
 * written): the set of holders, so code that would throw it away (a navigation, app/UnsavedChangesPrompt.tsx; a
 * reload after a failed chunk load, app/chunk-reload.ts) can ask first. Each holder registers while it has
 * unsaved text (docs/patterns.md#unsaved-text).
 */
import { useEffect } from 'react';

const holders = new Set<object>();

/** Registers one holder of unsaved text; returns its release (calling it twice releases once). */
export function holdUnsaved(): () => void {
  const holder = {};
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}

/** Whether anything on the page holds unsaved text. */
export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/**
 * The one way to leave a page after its form was saved: lets go of everything the page holds, then runs `go`
 * (the navigation), so nothing asks 'Leave without saving?'.
 */
export function leaveAfterSave(go: () => void): void {
  holders.clear();
  go();
}

/** Holds unsaved text while `dirty` is true, for the component's lifetime. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsaved() : undefined), [dirty]);
}

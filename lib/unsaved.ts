/**
 * What the page holds that the user typed and has not saved yet (a dialog's reason, a note, a message being
 * written): a count of holders, so code that would throw it away (a reload after a failed chunk load,
 * app/chunk-reload.ts) can ask first. Each holder registers while it has unsaved text.
 */
import { useEffect } from 'react';

let holders = 0;

/** Registers one holder of unsaved text; returns its release (calling it twice releases once). */
export function holdUnsaved(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
  };
}

/** Whether anything on the page holds unsaved text. */
export function hasUnsavedChanges(): boolean {
  return holders > 0;
}

/** Holds unsaved text while `dirty` is true, for the component's lifetime. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => (dirty ? holdUnsaved() : undefined), [dirty]);
}

import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, holdUnsaved, leaveAfterSave } from './unsaved';

describe('lib/unsaved', () => {
  it('counts holders: unsaved while any holds, a release counts once', () => {
    expect(hasUnsavedChanges()).toBe(false);
    const first = holdUnsaved();
    const second = holdUnsaved();
    expect(hasUnsavedChanges()).toBe(true);
    first();
    first();
    expect(hasUnsavedChanges()).toBe(true);
    second();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('leaves after a save with nothing held: the navigation runs once every holder is let go', () => {
    const release = holdUnsaved();
    holdUnsaved();
    let heldWhileLeaving: boolean | null = null;
    leaveAfterSave(() => {
      heldWhileLeaving = hasUnsavedChanges();
    });
    expect(heldWhileLeaving).toBe(false);
    // A holder unmounting later (its page is gone) changes nothing.
    release();
    expect(hasUnsavedChanges()).toBe(false);
  });
});

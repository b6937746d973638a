import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, holdUnsaved } from './unsaved';

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
});

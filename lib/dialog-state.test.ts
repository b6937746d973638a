import { describe, expect, it } from 'vitest';
import { CLOSED, closing, type DialogLifecycle, opening } from './dialog-state';

describe('the dialog lifecycle', () => {
  it('gives every opening a new key, so the dialog starts fresh each time', () => {
    const first = opening(CLOSED as DialogLifecycle<string>, 'Soup');
    const again = opening(closing(first), 'Soup');
    expect(first).toEqual({ opened: true, item: 'Soup', key: 1 });
    expect(again).toEqual({ opened: true, item: 'Soup', key: 2 });
  });

  it('keeps the item and the key while the dialog closes', () => {
    const open = opening(CLOSED as DialogLifecycle<string>, 'Pizza');
    expect(closing(open)).toEqual({ opened: false, item: 'Pizza', key: 1 });
    // Closing twice changes nothing (the same state, so React does not render again).
    const closed = closing(open);
    expect(closing(closed)).toBe(closed);
  });
});

/** Assertions shared by phone stories: a control is on screen without scrolling sideways, and the page is no wider
 * than the screen (docs/patterns.md#lists-on-a-phone). */
import { expect } from 'storybook/test';

/** The element lies within the viewport's width (left edge at 0 or more, right edge at the width or less). */
export async function expectWithinViewportWidth(element: Element) {
  const rect = element.getBoundingClientRect();
  const width = element.ownerDocument.documentElement.clientWidth;
  await expect(rect.width).toBeGreaterThan(0);
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.right).toBeLessThanOrEqual(width);
}

/** Nothing on the page scrolls sideways: the document and every scroll box are as wide as what they show. */
export async function expectNoSidewaysScroll(root: Element) {
  const doc = root.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const scrolling = [...root.querySelectorAll('*')].filter(
    (el) =>
      el.scrollWidth > el.clientWidth + 1 &&
      getComputedStyle(el).overflowX !== 'visible' &&
      getComputedStyle(el).overflowX !== 'hidden',
  );
  await expect(scrolling.map((el) => el.className)).toEqual([]);
}

/** The label a phone card draws beside a value (the cell's `data-label`, drawn by CSS). */
export const drawnLabel = (cell: Element) => getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '');

/**
 * Assertion shared by stories: a toast's text, once it is shown. A toast ends a chain (the request, the cache,
 * the dialog closing), so it gets 15 s rather than the 5 s of a single step (preview.tsx): on a loaded machine
 * the whole chain took longer than 5 s, and the toast was caught before it had faded in.
 */
import { expect, waitFor, type within } from 'storybook/test';

/** Waits for a toast with this text in `page` (the document body; toasts render in a portal). */
export const expectToast = (page: ReturnType<typeof within>, text: string) =>
  waitFor(() => expect(page.getByText(text)).toBeVisible(), { timeout: 15_000 });

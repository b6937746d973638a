/** Assertion shared by stories: a toast's text, once it is shown (within the 5 s set in preview.tsx). */
import { expect, waitFor, type within } from 'storybook/test';

/** Waits for a toast with this text in `page` (the document body; toasts render in a portal). */
export const expectToast = (page: ReturnType<typeof within>, text: string) =>
  waitFor(() => expect(page.getByText(text)).toBeVisible());

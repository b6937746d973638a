/** Helpers shared by the feature's stories. */
import { expect, waitFor, type within } from 'storybook/test';

/** A toast's text, once its enter transition is over (a busy machine may need more than a second). */
export const expectToast = (page: ReturnType<typeof within>, text: string) =>
  waitFor(() => expect(page.getByText(text)).toBeVisible(), { timeout: 3000 });

/** Assertion shared by stories: a page that says the server refused the user for good (403). */
import { expect, type within } from 'storybook/test';

/**
 * Waits for the page's alert with `title` and the server's `message`, and checks it offers no "Try again":
 * no retry can succeed once the server said no.
 */
export async function expectRefusal(canvas: ReturnType<typeof within>, title: string, message: string) {
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent(title);
  await expect(alert).toHaveTextContent(message);
  await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
}

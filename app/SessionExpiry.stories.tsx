import { FoodLookupPage } from '@features/food-lookup';
import { onUnauthorized } from '@lib/http';
import { SessionProvider, type SessionStore } from '@lib/session';
import { readSessionToken, writeSessionToken } from '@lib/session-cookie';
import { PERSONAS } from '@mocks/personas';
import { respondWith } from '@mocks/scenarios';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../.storybook/preview';
import { showSignedOutToast } from './SessionExpiry';
import { startSession } from './session-expiry';

/** The session of the story's page load, made before anything renders, as app/main.tsx makes it. */
let session: SessionStore | undefined;

function StaffPage() {
  if (!session) return null;
  return (
    <SessionProvider store={session}>
      <FoodLookupPage search={{}} onSearchChange={() => undefined} />
    </SessionProvider>
  );
}

const meta = preview.meta({
  title: 'App/Session expiry',
  component: StaffPage,
  parameters: {
    layout: 'padded',
    persona: 'chef',
    docs: {
      description: {
        component:
          'A 401 from any call ends the session the one way docs/product/session.md describes: the session is forgotten here and the signed-out toast offers to log in again. The handler comes with the session at start-up (`startSession`), before any request leaves, so the first page’s own reads are covered too.',
      },
    },
  },
});

export const FirstReadAnswers401 = meta.story({
  beforeEach: async ({ msw }) => {
    // `@me` still answers; the page's list does not (the session ended on the server in between).
    msw.use(respondWith('GET', '*/api/client/orders/food-lookup', 401, { message: 'Unauthorized' }));
    writeSessionToken(PERSONAS.chef.token);
    session = startSession(() => showSignedOutToast(undefined));
    await session.ensureUser();
    return () => {
      onUnauthorized(null);
      session = undefined;
    };
  },
  parameters: {
    docs: {
      description: {
        story:
          'A staff page whose very first read answers 401: the session ends with the signed-out toast, and the page says it is signed out instead of “Something went wrong” with a “Try again” that could only fail again.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The toast, with its link to log in again.
    const logIn = await body.findByRole('link', { name: 'Log in' });
    await waitFor(() => expect(logIn).toBeVisible());
    await expect(logIn.closest('.mantine-Notification-root')).toHaveTextContent(
      'Signed outYou were logged out. Log in again to continue. Log in',
    );
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(session?.getState().status).toBe('anonymous'));
    await expect(readSessionToken()).toBeNull();
  },
});

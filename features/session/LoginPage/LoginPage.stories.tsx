import { delay, HttpResponse, http } from 'msw';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { beginLogin } from '../api';
import { LoginPage } from './LoginPage';

/** The page as the route gives it: a navigation to `/login?…` changes its search, any other leaves. */
function LoginRoute(props: ComponentProps<typeof LoginPage>) {
  const [search, setSearch] = useState(props.search);
  const onNavigate = (path: string) => {
    const url = new URL(path, 'https://virtualdiner.test');
    if (url.pathname === '/login') setSearch(Object.fromEntries(url.searchParams));
    else props.onNavigate(path);
  };
  return <LoginPage {...props} search={search} onNavigate={onNavigate} />;
}

const meta = preview.meta({
  title: 'Features/Session/LoginPage',
  component: LoginPage,
  args: { search: {}, demo: false, onNavigate: fn(), onAuthorize: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`/login`: sign in with Discord. In demo mode one button per persona makes the same round trip. Back from Discord with `?code&state`, the page verifies the state, exchanges the code and returns to the page the user wanted.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: {
    docs: { description: { story: 'Production: one button that leaves for Discord with a fresh `state`.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Discord' }));
    await expect(args.onAuthorize).toHaveBeenCalledOnce();
    const url = new URL(String((args.onAuthorize as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.hostname).toBe('discord.com');
    await expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    await expect(url.searchParams.get('scope')).toBe('identify');
  },
});

export const DemoPersonas = meta.story({
  args: { demo: true },
  parameters: {
    docs: {
      description: {
        story: 'Demo mode: a button per persona; each comes back as `?code=demo-<persona>&state=…`.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Log in as Chef\b/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.stringMatching(/^\/login\?code=demo-chef&state=[\w-]+$/),
    );
  },
});

export const PersonaRoundTrip = meta.story({
  args: { demo: true },
  render: (args) => <LoginRoute {...args} />,
  beforeEach: ({ msw }) => {
    // Slow, then answered by the demo's own handler.
    msw.use(
      http.post('*/api/client/authenticate', async () => {
        await delay(300);
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Demo mode, the whole round trip on one open page: after the click the page says it is signing in until the exchange is done, then leaves.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Log in as Chef\b/ }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Logging you in…');
    await expect(canvas.queryByRole('button', { name: /^Log in as/ })).toBeNull();
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/'));
  },
});

export const SigningIn = meta.story({
  args: { demo: true, search: { code: 'demo-chef', state: 'story-state' } },
  beforeEach: () => {
    // The state this tab stored when the round trip began, with the page the user wanted.
    beginLogin('/staff/dashboard', Date.now(), 'story-state');
  },
  parameters: {
    docs: {
      description: {
        story:
          'Back from the authorize step: the code and state leave the address at once, the code is exchanged and the user goes where they wanted.',
      },
    },
  },
  play: async ({ args }) => {
    // First the spent code and state leave the address (the wanted page kept), then the page leaves.
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenNthCalledWith(1, '/login?redirect=%2Fstaff%2Fdashboard'),
    );
    await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith('/staff/dashboard'));
  },
});

export const InvalidState = meta.story({
  args: { demo: true, search: { code: 'demo-chef', state: 'forged-state' } },
  parameters: {
    docs: {
      description: { story: 'A code whose state this tab never issued is refused before any request.' },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This login could not be verified');
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
});

export const ExchangeFails = meta.story({
  args: { demo: true, search: { code: 'expired-code', state: 'story-state' } },
  beforeEach: ({ msw }) => {
    beginLogin('/', Date.now(), 'story-state');
    msw.use(
      http.post('*/api/client/authenticate', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'invalid_code', message: 'Invalid authorization code' },
          { status: 400 },
        ),
      ),
    );
  },
  parameters: {
    docs: {
      description: { story: 'The server refuses the code: its message is shown with a way to try again.' },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid authorization code');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
});

export const Cancelled = meta.story({
  args: { search: { error: 'access_denied' } },
  parameters: { docs: { description: { story: 'The user declined on Discord.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login was cancelled.');
  },
});

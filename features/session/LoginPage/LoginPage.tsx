/**
 * `/login`: the Discord round trip (and the demo personas: docs/architecture.md#personas). What it does:
 * docs/product/session.md#login.
 */
import { pathTo } from '@lib/access';
import { useAction } from '@lib/action';
import { DEMO_PERSONAS, type DemoPersonaKey, demoAuthorizationCode } from '@lib/demo-personas';
import { safeRedirectPath } from '@lib/safe-url';
import { useSession, useSessionStore } from '@lib/session';
import {
  Alert,
  Button,
  Card,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconBrandDiscord } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { authorizeUrl, beginLogin, completeLogin } from '../api';
import type { LoginSearch } from '../model';
import classes from './LoginPage.module.css';

export interface LoginPageProps {
  search: LoginSearch;
  /** Demo mode: show the persona buttons. */
  demo: boolean;
  /** Same-origin navigation that replaces the history entry. */
  onNavigate: (path: string) => void;
  /** Leaves the site for Discord's authorize page. */
  onAuthorize?: (url: string) => void;
}

type Exchange = { status: 'idle' } | { status: 'exchanging' } | { status: 'failed'; message: string };

const INVALID_STATE =
  'This login could not be verified: it was started in another tab or took too long. Please try again.';

function loginPath(redirect: string): string {
  return redirect === '/' ? pathTo('/login') : `${pathTo('/login')}?redirect=${encodeURIComponent(redirect)}`;
}

export function LoginPage({
  search,
  demo,
  onNavigate,
  onAuthorize = (url) => window.location.assign(url),
}: LoginPageProps) {
  const session = useSession();
  const redirect = safeRedirectPath(search.redirect);
  const { exchange, retry } = useCodeExchange(search, redirect, onNavigate);

  // Already signed in: nothing to do here.
  useEffect(() => {
    if (!search.code && session.status === 'authenticated') onNavigate(redirect);
  }, [search.code, session.status, redirect, onNavigate]);

  const startDiscord = () => onAuthorize(authorizeUrl(beginLogin(redirect)));
  const startDemo = (key: DemoPersonaKey) => {
    const state = beginLogin(redirect);
    onNavigate(
      `${pathTo('/login')}?code=${encodeURIComponent(demoAuthorizationCode(key))}&state=${encodeURIComponent(state)}`,
    );
  };

  if (exchange.status === 'exchanging') {
    return (
      <Center className={classes.root}>
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader />
          <Text>Logging you in…</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Center className={classes.root}>
      <Card className={classes.card} padding="xl" withBorder>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Log in
            </Title>
            <Text c="dimmed">
              Use your Discord account to order, track your orders and reach the staff area.
            </Text>
          </Stack>

          {exchange.status === 'failed' && <LoginFailed message={exchange.message} onRetry={retry} />}

          <Button
            size="md"
            leftSection={<IconBrandDiscord aria-hidden />}
            onClick={startDiscord}
            disabled={demo}
          >
            Continue with Discord
          </Button>

          {demo && <DemoPersonas onPick={startDemo} />}
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * The exchange of the code Discord sent back: its state on this page, and `retry`, which forgets a failed one and
 * clears the address for a new login.
 */
function useCodeExchange(search: LoginSearch, redirect: string, onNavigate: (path: string) => void) {
  const store = useSessionStore();
  const [exchange, setExchange] = useState<Exchange>(
    search.code
      ? { status: 'exchanging' }
      : search.error
        ? { status: 'failed', message: 'Login was cancelled.' }
        : { status: 'idle' },
  );
  const started = useRef(false);
  // The code exchange: on success, the page the user wanted; a failure is shown on the page.
  const signIn = useAction((code: string, _redirect: string | undefined) => store.login(code), {
    onSuccess: (_, __, wanted) => onNavigate(safeRedirectPath(wanted)),
  });
  const { run: exchangeCode } = signIn;

  // Back from the authorize step: verify state, exchange the code once, then leave.
  useEffect(() => {
    if (!search.code || started.current) return;
    started.current = true;
    const pending = completeLogin(search.state);
    if (!pending) {
      setExchange({ status: 'failed', message: INVALID_STATE });
      return;
    }
    // Also when the page was already open (a demo persona's round trip stays on this page): say so meanwhile.
    setExchange((current) => (current.status === 'exchanging' ? current : { status: 'exchanging' }));
    // The code and state are spent: take them out of the address now, while this page still owns it (a banned
    // user never leaves it: the ban notice replaces every page), so no reload or shared link replays them.
    onNavigate(loginPath(pending.redirect));
    void exchangeCode(search.code, pending.redirect).then((outcome) => {
      if (outcome.status === 'failed') setExchange({ status: 'failed', message: outcome.message });
    });
  }, [search.code, search.state, exchangeCode, onNavigate]);

  const retry = () => {
    started.current = false;
    setExchange({ status: 'idle' });
    onNavigate(loginPath(redirect));
  };
  return { exchange, retry };
}

function LoginFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Login failed" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** Demo mode's way in: one button per persona (docs/architecture.md#personas). */
function DemoPersonas({ onPick }: { onPick: (key: DemoPersonaKey) => void }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>Demo mode: log in as a persona</Text>
      <Text size="sm" c="dimmed">
        This is a demo with made-up data. Pick someone to see the site as they do: a customer, a member of
        staff, an admin or a banned user.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {DEMO_PERSONAS.map((persona) => (
          <UnstyledButton
            key={persona.key}
            className={classes.persona}
            onClick={() => onPick(persona.key)}
            data-persona={persona.key}
          >
            <Text fw={600} size="sm">
              <VisuallyHidden>Log in as </VisuallyHidden>
              {persona.label}
            </Text>
            <Text size="xs" c="dimmed">
              {persona.description}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

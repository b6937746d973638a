/**
 * A path that stands for an outside address (`/blog`, `/docs`, `/discord`, `/invite`, `/upvote`): it leaves for
 * the configured address with `location.replace`, so Back returns to the page before instead of bouncing here
 * again. An address that is not https never opens: the page says so and shows the address as text.
 */

import { configuredExternalUrl } from '@lib/safe-url';
import { Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

export interface ExternalRedirectProps {
  /** The link's name, e.g. “Blog”. */
  label: string;
  /** The configured address (lib/config `links`). */
  address: string;
  /** Leaves the site; `window.location.replace` by default (stories pass a spy). */
  leave?: (url: string) => void;
}

const replaceLocation = (url: string) => window.location.replace(url);

export function ExternalRedirect({ label, address, leave = replaceLocation }: ExternalRedirectProps) {
  const url = configuredExternalUrl(address);

  useEffect(() => {
    if (url) leave(url);
  }, [url, leave]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {label}
        </Title>
        {url ? (
          <>
            <Text role="status">Taking you to {label}…</Text>
            <Text size="sm" c="dimmed">
              Nothing happening?{' '}
              <Anchor href={url} underline="always">
                Open {label}
              </Anchor>
            </Text>
          </>
        ) : (
          <>
            <Text role="alert">This link is not available: its address is not a secure (https) address.</Text>
            <Text size="sm" c="dimmed">
              The configured address is <Code>{address || '(empty)'}</Code>
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}

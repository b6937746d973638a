/**
 * 'Install app' in the staff preferences (docs/product/orders.md#the-installed-app): the browser's install prompt
 * where it offers one, how to do it on iPhone and iPad, or that the app is installed. Nothing elsewhere.
 */
import { type InstallState, promptInstall, useInstallState } from '@lib/install-prompt';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

const HINTS: Record<Exclude<InstallState, 'unavailable'>, string> = {
  available: 'The kitchen on your home screen or dock, in a window of its own.',
  ios: 'On iPhone or iPad: tap Share, then Add to Home Screen.',
  installed: 'Installed: the kitchen opens in a window of its own.',
};

export function InstallApp() {
  const state = useInstallState();
  const [prompting, setPrompting] = useState(false);
  if (state === 'unavailable') return null;
  const install = async () => {
    setPrompting(true);
    try {
      await promptInstall();
    } finally {
      setPrompting(false);
    }
  };
  return (
    <Stack gap={6} role="group" aria-label="The app">
      <Text fw={600} size="sm">
        The app
      </Text>
      <Text size="xs" c="dimmed">
        {HINTS[state]}
      </Text>
      {state === 'available' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={prompting}
          onClick={install}
        >
          Install app
        </Button>
      )}
    </Stack>
  );
}

/** The notice a failed chunk load shows instead of reloading over unsaved text (app/chunk-reload.ts). */
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const NEW_VERSION_TITLE = 'A new version is available';

export function offerNewVersion(): void {
  notifications.show({
    id: 'new-version',
    color: 'blue',
    title: NEW_VERSION_TITLE,
    autoClose: false,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">This page needs it to go on. Keep what you typed somewhere, then reload.</Text>
        <Button size="compact-sm" variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    ),
  });
}

/** The whole-site block for a banned account (spec §4 "ban.active true blocks the site", §8 message). */
import type { Ban } from '@lib/schemas/user';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { banMessage } from '../ban';

export interface BannedNoticeProps {
  ban: Pick<Ban, 'reason' | 'expires'>;
  onLogout: () => void;
  loggingOut?: boolean;
}

export function BannedNotice({ ban, onLogout, loggingOut = false }: BannedNoticeProps) {
  const { reason, expiry } = banMessage(ban);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconBan size={32} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Account banned
          </Title>
          {/* One paragraph whose text is the spec's message verbatim; the break only separates it visually. */}
          <Text data-testid="ban-message">
            {reason}
            <br />
            {expiry}
          </Text>
          <Button variant="light" onClick={onLogout} loading={loggingOut}>
            Log out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

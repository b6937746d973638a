/**
 * The whole-site block for a banned account (docs/product/session.md#bans; its message:
 * docs/product/session.md#ban-message).
 */
import type { Ban } from '@lib/schemas/user';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { banMessage } from '../../model';

export interface BannedNoticeProps {
  /** The user's ban (`ban.active`): the message is written from it. */
  ban?: Pick<Ban, 'reason' | 'expires'>;
  /** Or the server's own ban message (a 403 refusal), shown verbatim. */
  message?: string;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The server's message as the screen sets it: the sentence about the end of the ban on a line of its own. */
function splitMessage(message: string): { reason: string; expiry: string } {
  const at = message.lastIndexOf('This ban ');
  return at > 0
    ? { reason: message.slice(0, at), expiry: message.slice(at) }
    : { reason: message, expiry: '' };
}

export function BannedNotice({ ban, message, onLogout, loggingOut = false }: BannedNoticeProps) {
  const { reason, expiry } =
    message !== undefined ? splitMessage(message) : banMessage(ban ?? { reason: null, expires: null });
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
            {expiry && <br />}
            {expiry}
          </Text>
          <Button variant="default" onClick={onLogout} loading={loggingOut}>
            Log out
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

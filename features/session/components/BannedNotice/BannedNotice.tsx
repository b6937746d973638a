/**
 * The whole-site block for a banned account (docs/product/session.md#bans; its message:
 * docs/product/session.md#ban-message).
 */
import { links } from '@lib/config';
import type { Ban } from '@lib/schemas/user';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconBrandDiscord } from '@tabler/icons-react';
import { AppLink, isExternalUrl } from '@ui/AppLink';
import { banMessage } from '../../model';

export interface BannedNoticeProps {
  /** The user's ban (`ban.active`): the message is written from it. */
  ban?: Pick<Ban, 'reason' | 'expires'>;
  /** Or the server's own ban message (a 403 refusal), shown verbatim. */
  message?: string;
  onLogout: () => void;
  loggingOut?: boolean;
  /** The community (support) server, where a ban is appealed: `links.support` from the configuration. */
  supportUrl?: string;
}

/** How a banned user gets help: the site itself is closed to them, appeals included (the server refuses). */
export const BAN_HELP =
  'To appeal this ban or ask about it, contact the moderators in our support server on Discord.';

/** The server's message as the screen sets it: the sentence about the end of the ban on a line of its own. */
function splitMessage(message: string): { reason: string; expiry: string } {
  const at = message.lastIndexOf('This ban ');
  return at > 0
    ? { reason: message.slice(0, at), expiry: message.slice(at) }
    : { reason: message, expiry: '' };
}

export function BannedNotice({
  ban,
  message,
  onLogout,
  loggingOut = false,
  supportUrl = links.support,
}: BannedNoticeProps) {
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
          {/* One paragraph whose text is the ban message verbatim; the break only separates it visually. */}
          <Text data-testid="ban-message">
            {reason}
            {expiry && <br />}
            {expiry}
          </Text>
          <Text size="sm" c="dimmed">
            {BAN_HELP}
          </Text>
          <Group justify="center" gap="sm">
            {/* A configured address that is not a safe https URL shows no button (ui/AppLink). */}
            {isExternalUrl(supportUrl) && (
              <Button
                component={AppLink}
                to={supportUrl}
                leftSection={<IconBrandDiscord size={18} aria-hidden />}
              >
                Support server
              </Button>
            )}
            <Button variant="default" onClick={onLogout} loading={loggingOut}>
              Log out
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

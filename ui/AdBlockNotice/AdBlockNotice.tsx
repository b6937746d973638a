import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { AppLink } from '../AppLink';
import classes from './AdBlockNotice.module.css';

/** The notice's heading (docs/product/navigation.md#ad-block-notice), also the dialog's accessible name. */
export const ADBLOCK_NOTICE_TITLE = "Please disable your browser's ad-blocker";
/** The page with the step-by-step instructions. */
export const ADBLOCK_HELP_PATH = '/disable-your-adblocker';

export interface AdBlockNoticeProps {
  /** Shown when every ad-block probe failed (lib/adblock.ts). */
  opened: boolean;
  /** Hides the notice; the caller remembers it for the session. */
  onDismiss: () => void;
}

/**
 * The full-screen ad-block notice (docs/product/navigation.md#ad-block-notice): a modal dialog named by its
 * heading, focus moved into it and kept there, closed by "Continue without disabling" or Escape. The link to
 * the instructions closes it too, so the instructions page is not behind it.
 */
export function AdBlockNotice({ opened, onDismiss }: AdBlockNoticeProps) {
  return (
    <Modal.Root opened={opened} onClose={onDismiss} fullScreen trapFocus returnFocus>
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        <Modal.Body className={classes.body}>
          <Stack align="center" gap="lg" className={classes.inner}>
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconShieldOff size={36} />
            </ThemeIcon>
            <Modal.Title className={classes.title}>{ADBLOCK_NOTICE_TITLE}</Modal.Title>
            <Text ta="center" c="dimmed" maw={520}>
              Ads keep Virtual Diner free. Turn off your ad blocker for this site, then reload the page. We
              only show one ad at the bottom of each page, never on the login or staff pages.
            </Text>
            <Stack gap="sm" w="100%" maw={360}>
              <Button component={AppLink} to={ADBLOCK_HELP_PATH} onClick={onDismiss} fullWidth>
                How to disable it
              </Button>
              <Button variant="default" onClick={onDismiss} fullWidth data-autofocus>
                Continue without disabling
              </Button>
            </Stack>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

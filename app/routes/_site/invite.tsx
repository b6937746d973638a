import { ExternalRedirect } from '@app/ExternalRedirect/ExternalRedirect';
import { externalAddress } from '@app/external-links';
import { createFileRoute } from '@tanstack/react-router';

/** Leaves for the configured invite address (lib/config `links.invite`); our own links go there directly. */
export const Route = createFileRoute('/_site/invite')({
  component: InviteRoute,
});

function InviteRoute() {
  return <ExternalRedirect label="Invite the bot" address={externalAddress('invite')} />;
}

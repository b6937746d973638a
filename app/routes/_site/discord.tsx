import { ExternalRedirect } from '@app/ExternalRedirect/ExternalRedirect';
import { externalAddress } from '@app/external-links';
import { createFileRoute } from '@tanstack/react-router';

/** Leaves for the configured support address (lib/config `links.support`); our own links go there directly. */
export const Route = createFileRoute('/_site/discord')({
  component: DiscordRoute,
});

function DiscordRoute() {
  return <ExternalRedirect label="Support server" address={externalAddress('support')} />;
}

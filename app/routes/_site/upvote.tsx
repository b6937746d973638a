import { ExternalRedirect } from '@app/ExternalRedirect/ExternalRedirect';
import { externalAddress } from '@app/external-links';
import { createFileRoute } from '@tanstack/react-router';

/** Leaves for the configured upvote address (lib/config `links.upvote`); our own links go there directly. */
export const Route = createFileRoute('/_site/upvote')({
  component: UpvoteRoute,
});

function UpvoteRoute() {
  return <ExternalRedirect label="Upvote" address={externalAddress('upvote')} />;
}

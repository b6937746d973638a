import { ExternalRedirect } from '@app/ExternalRedirect/ExternalRedirect';
import { externalAddress } from '@app/external-links';
import { createFileRoute } from '@tanstack/react-router';

/** Leaves for the configured blog address (lib/config `links.blog`); our own links go there directly. */
export const Route = createFileRoute('/_site/blog')({
  component: BlogRoute,
});

function BlogRoute() {
  return <ExternalRedirect label="Blog" address={externalAddress('blog')} />;
}

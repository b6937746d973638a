import { ExternalRedirect } from '@app/ExternalRedirect/ExternalRedirect';
import { externalAddress } from '@app/external-links';
import { createFileRoute } from '@tanstack/react-router';

/** Leaves for the configured docs address (lib/config `links.docs`); our own links go there directly. */
export const Route = createFileRoute('/_site/docs')({
  component: DocsRoute,
});

function DocsRoute() {
  return <ExternalRedirect label="Docs" address={externalAddress('docs')} />;
}

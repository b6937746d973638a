import { DisableAdblockPage } from '@features/adblock';
import { ads } from '@lib/config';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/disable-your-adblocker')({
  component: DisableAdblockRoute,
});

function DisableAdblockRoute() {
  return <DisableAdblockPage manifestUrl={ads.adblockManifestUrl} />;
}

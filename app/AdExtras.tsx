/**
 * What a page with ads adds when the ad library is configured: the sponsor start for signed-in users and the
 * ad-block check. Loaded lazily by the default layout only when `VITE_ADS_SCRIPT_URL` is set, so builds without
 * ads (the demo, most deployments) carry none of it.
 */
import { AdBlockCheck } from './AdBlockCheck';
import { AdSponsor } from './AdSponsor';
// Its notice is a Modal, no shell component: the styles come with this code (ui/theme/mantine-pages.css).
import '@ui/theme/mantine-pages.css';

export default function AdExtras() {
  return (
    <>
      <AdSponsor />
      <AdBlockCheck adsShown />
    </>
  );
}

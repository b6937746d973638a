/**
 * Ads (docs/api/endpoints.md#ads): the sponsor token for signed-in users, and the ad-block instruction
 * manifest that the real site reads from a storage service (`VITE_ADBLOCK_MANIFEST_URL`; the demo's default is
 * this same-origin path).
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok } from '../http/respond';
import { ADBLOCK_MANIFEST, fakeSponsorToken } from './rules';

/** The demo's manifest path (lib/config.ts `ads.adblockManifestUrl` default). */
export const ADBLOCK_MANIFEST_PATH = '/adblock/instructions.json';

export const adHandlers = [
  /** → `{ token }`; 401 without a session. Not shown: the token's format (a fake one here). */
  http.post(`${CLIENT_API}/npay/token`, ({ request }) => {
    const { user } = requireSession(request);
    return ok({ token: fakeSponsorToken(user.id) });
  }),
];

/** Served outside the API prefix, like the storage service's file. */
export const adblockManifestHandlers = [http.get(`*${ADBLOCK_MANIFEST_PATH}`, () => ok(ADBLOCK_MANIFEST))];

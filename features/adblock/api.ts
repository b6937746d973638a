/**
 * The ad-block instruction manifest (docs/api/endpoints.md#ads): a JSON file on a storage service
 * (`VITE_ADBLOCK_MANIFEST_URL`), not the bot's API, so a plain request without cookies rather than an endpoint.
 */
import { type BrowserInstructions, parseAdblockManifest } from './model';

/**
 * The manifest's instructions, or null when it is unreadable (a failed request, an error status, not JSON,
 * nothing usable): the page then shows its built-in instructions.
 */
export async function fetchAdblockInstructions(
  url: string,
  send: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<BrowserInstructions[] | null> {
  try {
    const response = await send(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return parseAdblockManifest(await response.json());
  } catch {
    return null;
  }
}

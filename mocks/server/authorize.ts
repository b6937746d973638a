/**
 * The chat platform's authorization page, as the local API server plays it (docs/local-api-server.md): the
 * production build's "Log in with Discord" leads here (`VITE_DISCORD_AUTHORIZE_URL`), the visitor picks a demo
 * persona, and the page sends them back to the site's `redirect_uri` with `code=demo-<persona>` and the site's
 * own `state`, as the platform would. "Cancel" returns `error=access_denied`, as the platform's Cancel does.
 */
import { DEMO_CODE_PREFIX, PERSONA_KEYS, PERSONAS } from '../personas';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );

/** The address to send the visitor back to, or null when the redirect is not an http(s) URL. */
function backTo(redirectUri: string | null, params: Record<string, string>): string | null {
  if (!redirectUri) return null;
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** The page for `GET /oauth2/authorize?client_id&redirect_uri&state&scope&response_type=code`. */
export function authorizePage(url: URL, allowedOrigins: readonly string[] = []): Response {
  const redirectUri = url.searchParams.get('redirect_uri');
  // Like the platform's registered redirect URIs: with the site's origins known, nowhere else.
  const allowed = allowedOrigins.length === 0 || allowedOrigins.some((o) => redirectUri?.startsWith(`${o}/`));
  if (!allowed) {
    return new Response("redirect_uri is not one of this server's sites", {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const state = url.searchParams.get('state') ?? '';
  const cancel = backTo(redirectUri, { error: 'access_denied', state });
  if (!cancel) {
    return new Response('redirect_uri must be an http(s) URL', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const choices = PERSONA_KEYS.map((key) => {
    const href = backTo(redirectUri, { code: `${DEMO_CODE_PREFIX}${key}`, state }) as string;
    const { label, description } = PERSONAS[key];
    return `<li><a href="${escapeHtml(href)}">Authorize as ${escapeHtml(label)}</a><br><small>${escapeHtml(description)}</small></li>`;
  }).join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize Virtual Diner (local API server)</title>
<style>body{font-family:system-ui,sans-serif;background:#1e1f22;color:#f2f3f5;max-width:32rem;margin:2rem auto;padding:0 1rem}
a{color:#8ab4ff}li{margin:.6rem 0}</style></head>
<body><main><h1>Authorize Virtual Diner</h1>
<p>This is the local API server's stand-in for the chat platform's authorization page. Pick who you are:</p>
<ul>${choices}</ul>
<p><a href="${escapeHtml(cancel)}">Cancel</a></p></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

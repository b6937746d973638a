/**
 * Discord's CDN, offline: every image is a generated SVG, so avatars render in the demo, Storybook and tests
 * without internet access. `/avatars/{userId}/{hash}.{ext}` draws the user's initial on a colour picked from
 * their id; `/embed/avatars/{n}.png` (the default avatars) draws the index on Discord's colour for it.
 */
import { HttpResponse, http } from 'msw';
import { db } from '../db';

/** Discord's default avatar colours, by index 0–5. */
const DEFAULT_AVATAR_COLOURS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459f'];
/** Dark enough for white text. */
const USER_COLOURS = [
  '#c92a2a',
  '#a61e4d',
  '#862e9c',
  '#5f3dc4',
  '#364fc7',
  '#1864ab',
  '#0b7285',
  '#087f5b',
  '#2b8a3e',
  '#d9480f',
];

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function avatarSvg(label: string, colour: string, size: number): string {
  const fontSize = Math.round(size * 0.45);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${colour}"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff" font-size="${fontSize}"`,
    ` font-family="Inter, system-ui, sans-serif" font-weight="600">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

function pickAvatar(pathname: string): { label: string; colour: string } {
  const embed = /^\/embed\/avatars\/(\d+)\./.exec(pathname);
  if (embed) {
    const index = Number(embed[1]);
    return {
      label: String(index),
      colour: DEFAULT_AVATAR_COLOURS[index % DEFAULT_AVATAR_COLOURS.length] ?? '#5865f2',
    };
  }
  const avatar = /^\/avatars\/(\d+)\//.exec(pathname);
  const userId = avatar?.[1];
  const user = userId ? db.users.get(userId) : undefined;
  const name = user?.displayName || user?.username || '?';
  const initial = Array.from(name)[0]?.toUpperCase() ?? '?';
  const colour = USER_COLOURS[hashOf(userId ?? pathname) % USER_COLOURS.length] ?? '#364fc7';
  return { label: initial, colour };
}

export const cdnHandlers = [
  http.get('https://cdn.discordapp.com/*', ({ request }) => {
    const url = new URL(request.url);
    const requested = Number(url.searchParams.get('size'));
    const size = Number.isInteger(requested) && requested >= 16 && requested <= 4096 ? requested : 128;
    const { label, colour } = pickAvatar(url.pathname);
    return new HttpResponse(avatarSvg(label, colour, size), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'no-store' /* a story that makes these fail must not get a cached copy */,
      },
    });
  }),
];

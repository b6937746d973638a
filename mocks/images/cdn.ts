/**
 * Discord's CDN, offline: every image is a generated SVG, so avatars render in the demo, Storybook and tests
 * without internet access. `/avatars/{userId}/{hash}.{ext}` draws a pattern picked from the user's id on a colour
 * picked from it too; `/embed/avatars/{n}.png` (the default avatars) draws a head and shoulders on Discord's colour
 * for that index. No text: an image cannot use the page's fonts, so a letter would be drawn with whatever font
 * the machine has, and the story screenshots would change from one machine to the next.
 */
import { HttpResponse, http } from 'msw';

/** Discord's default avatar colours, by index 0–5. */
const DEFAULT_AVATAR_COLOURS = ['#5865f2', '#757e8a', '#3ba55c', '#faa61a', '#ed4245', '#eb459f'];
/** Dark enough for a white pattern. */
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

const svg = (size: number, colour: string, drawing: string) =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">`,
    `<circle cx="50" cy="50" r="50" fill="${colour}"/>`,
    `<g fill="#ffffff">${drawing}</g>`,
    '</svg>',
  ].join('');

/**
 * A user's avatar: a 5×5 pattern, mirrored left to right, from 15 bits of `seed` (the same user always gets the
 * same picture), inside the circle.
 */
export function patternAvatarSvg(seed: number, colour: string, size: number): string {
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      if (((seed >>> (row * 3 + column)) & 1) === 0) continue;
      for (const x of new Set([column, 4 - column])) {
        cells.push(`<rect x="${20 + x * 12}" y="${20 + row * 12}" width="12" height="12"/>`);
      }
    }
  }
  return svg(size, colour, cells.join(''));
}

/** A default avatar: a head and shoulders. */
export function defaultAvatarSvg(colour: string, size: number): string {
  return svg(size, colour, '<circle cx="50" cy="38" r="16"/><path d="M22 80a28 24 0 0 1 56 0z"/>');
}

function avatarFor(pathname: string, size: number): string {
  const embed = /^\/embed\/avatars\/(\d+)\./.exec(pathname);
  if (embed) {
    const index = Number(embed[1]);
    return defaultAvatarSvg(DEFAULT_AVATAR_COLOURS[index % DEFAULT_AVATAR_COLOURS.length] ?? '#5865f2', size);
  }
  const userId = /^\/avatars\/(\d+)\//.exec(pathname)?.[1] ?? pathname;
  const hash = hashOf(userId);
  // A different mix of the hash for the pattern than for the colour, so the two vary independently.
  return patternAvatarSvg(
    hashOf(`pattern:${userId}`) | 1,
    USER_COLOURS[hash % USER_COLOURS.length] ?? '#364fc7',
    size,
  );
}

export const cdnHandlers = [
  http.get('https://cdn.discordapp.com/*', ({ request }) => {
    const url = new URL(request.url);
    const requested = Number(url.searchParams.get('size'));
    const size = Number.isInteger(requested) && requested >= 16 && requested <= 4096 ? requested : 128;
    return new HttpResponse(avatarFor(url.pathname, size), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'no-store' /* a story that makes these fail must not get a cached copy */,
      },
    });
  }),
];

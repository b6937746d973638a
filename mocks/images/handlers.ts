/**
 * Order images, offline:
 * - a fake of the public image host's upload API, `POST https://api.imgur.com/3/image` with the multipart field
 *   `image` → `{ data: { id, link, type, size }, success: true, status: 200 }`; over 10 MB (or nothing sent) →
 *   400 `{ data: { error }, success: false, status: 400 }`, Imgur's own body shape (not the API's error shape);
 * - every GET of `https://images.unsplash.com/*` and `https://i.imgur.com/*` answers a generated SVG food
 *   picture (a plate with food on a table, colours picked from the URL), so order images render in the demo,
 *   Storybook and tests without internet access, like `cdn.ts` does for avatars.
 * The upload's rules and the image rules of orders are in `rules.ts`.
 */
import { HttpResponse, http } from 'msw';
import { seededRandom } from '../ids';
import { uploadImage } from './rules';

export const IMAGE_UPLOAD_URL = 'https://api.imgur.com/3/image';

const uploadError = (error: string) =>
  HttpResponse.json({ data: { error }, success: false, status: 400 }, { status: 400 });

const TABLES = ['#5c3d2e', '#3b2f2f', '#2f4858', '#4a3b2c', '#35524a', '#4b3f72'];
const FOODS = [
  '#e67700',
  '#c92a2a',
  '#2b8a3e',
  '#f59f00',
  '#d9480f',
  '#a0522d',
  '#ffd43b',
  '#74b816',
  '#e64980',
];

/** A 4:3 picture of a plate of food, the same for the same `seed`. */
export function foodPictureSvg(seed: string, width: number): string {
  const random = seededRandom(`food-picture/${seed}`);
  const colour = (list: readonly string[]) => list[Math.floor(random() * list.length)] as string;
  const height = Math.round((width * 3) / 4);
  const table = colour(TABLES);
  const pieces = Array.from({ length: 5 + Math.floor(random() * 4) }, () => {
    const angle = random() * Math.PI * 2;
    const distance = random() * 55;
    const cx = Math.round(200 + Math.cos(angle) * distance);
    const cy = Math.round(150 + Math.sin(angle) * distance * 0.8);
    const rx = Math.round(18 + random() * 26);
    const ry = Math.round(rx * (0.6 + random() * 0.4));
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${colour(FOODS)}"/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">`,
    `<rect width="400" height="300" fill="${table}"/>`,
    '<ellipse cx="200" cy="158" rx="128" ry="112" fill="#000000" opacity="0.25"/>',
    '<ellipse cx="200" cy="150" rx="128" ry="112" fill="#f8f9fa"/>',
    '<ellipse cx="200" cy="150" rx="100" ry="86" fill="#e9ecef"/>',
    ...pieces,
    '</svg>',
  ].join('');
}

/** `?w=` of Unsplash URLs, else 800; clamped to 16–2400. */
function requestedWidth(url: URL): number {
  const width = Number(url.searchParams.get('w'));
  return Number.isInteger(width) && width >= 16 ? Math.min(width, 2400) : 800;
}

const servePicture = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  return new HttpResponse(foodPictureSvg(`${url.hostname}${url.pathname}`, requestedWidth(url)), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'no-store' /* a story that makes these fail must not get a cached copy */,
    },
  });
};

export const imageHandlers = [
  http.post(IMAGE_UPLOAD_URL, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const upload = uploadImage(form?.get('image'));
    if ('error' in upload) return uploadError(upload.error);
    return HttpResponse.json({ data: upload, success: true, status: 200 });
  }),

  http.get('https://images.unsplash.com/*', servePicture),
  http.get('https://i.imgur.com/*', servePicture),
];

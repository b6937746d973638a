/**
 * Image rules without the internet: the image-host rule prepare applies instead of fetching each URL, a
 * deterministic stand-in for the core's Unsplash search (docs/api/endpoints.md#picture-search), and the fake image host's uploads.
 */
import { safeExternalUrl } from '@lib/safe-url';
import { dbEvents } from '../events';
import { errors } from '../http/respond';
import { deterministicHex, orderId, pick, seededRandom } from '../ids';

/** The hosts the client renders images from (lib/config.ts default `VITE_IMAGE_HOSTS`). */
export const IMAGE_HOSTS: ReadonlySet<string> = new Set([
  'cdn.discordapp.com',
  'images.unsplash.com',
  'i.imgur.com',
]);

/**
 * The core GETs every URL (5 s timeout) and keeps those answering `content-type: image/*`. The mock cannot
 * fetch (offline demo, Node tests), so a URL counts as a valid image when it is https on an allowed host.
 */
export function isValidImageUrl(url: unknown): url is string {
  return safeExternalUrl(url, IMAGE_HOSTS) !== null;
}

export interface SearchedImage {
  description: string | null;
  url: string;
}

const CAPTIONS = [
  (q: string) => `${q} on a rustic wooden table`,
  (q: string) => `Close-up of ${q}`,
  (q: string) => `${q} served on a white plate`,
  (q: string) => `Homemade ${q}`,
  (q: string) => `Overhead shot of ${q} with fresh herbs`,
  (q: string) => `${q} at a street food stall`,
  (q: string) => `A generous portion of ${q}`,
  (q: string) => `${q}, restaurant style`,
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 6–9 results per query, always the same for the same query (case and surrounding spaces ignored): Unsplash
 * "regular" URLs `https://images.unsplash.com/photo-<13 digits>-<12 hex>?w=800`. Like Unsplash, some results
 * have no description (null).
 */
export function searchImages(query: string): SearchedImage[] {
  const subject = query.trim().toLowerCase();
  const random = seededRandom(`image-search/${subject}`);
  const count = 6 + Math.floor(random() * 4);
  return Array.from({ length: count }, (_, index) => {
    const timestamp = 1_500_000_000_000 + Math.floor(random() * 230_000_000_000);
    const hex = deterministicHex(`image-search/${subject}/${index}`, 12);
    const caption = pick(CAPTIONS, random)(subject);
    return {
      description: random() < 0.2 ? null : capitalise(caption),
      url: `https://images.unsplash.com/photo-${timestamp}-${hex}?w=800`,
    };
  });
}

/**
 * The image search of `POST /orders/images/search`: {@link searchImages} for a non-blank query. Not shown: the
 * FIND_IMAGES_BETA perk gate (not applied) and an empty query (400 invalid_body, a user would expect a clear
 * message rather than an empty list).
 */
export function imageSearch(query: unknown): SearchedImage[] {
  if (typeof query !== 'string' || query.trim() === '') {
    throw errors.invalidBody('You must provide a search query');
  }
  return searchImages(query);
}

// ---------------------------------------------------------------------------------------------------------------
// The image host's uploads
// ---------------------------------------------------------------------------------------------------------------

/** Imgur's anonymous upload limit for images. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

export type UploadResult = { id: string; link: string; type: string; size: number } | { error: string };

/**
 * Uploads since the fake backend was last reset. With the file's name, size and type it seeds the new link,
 * so the same story uploads to the same link (and shows the same picture) on every run; two uploads still
 * get two links.
 */
let uploads = 0;
dbEvents.on('reset', () => {
  uploads = 0;
});

/** An upload of the form field `image`: its link on the host, or Imgur's error (nothing sent, over 10 MB). */
export function uploadImage(image: FormDataEntryValue | null | undefined): UploadResult {
  // Imgur also takes a URL or base64 text in `image`; both are accepted as they are.
  if (image === null || image === undefined || image === '') {
    return { error: 'No image data was sent to the upload api' };
  }
  const size = typeof image === 'string' ? image.length : image.size;
  if (size > MAX_UPLOAD_BYTES) return { error: 'File is over the size limit' };
  const type = typeof image === 'string' || image.type === '' ? 'image/png' : image.type;
  uploads += 1;
  const name = typeof image === 'string' ? '' : image.name;
  const random = seededRandom(`upload/${uploads}/${name}/${size}/${type}`);
  const id = `${orderId(random)}${orderId(random).charAt(0)}`;
  const link = `https://i.imgur.com/${id}.${EXTENSIONS[type] ?? 'png'}`;
  return { id, link, type, size };
}

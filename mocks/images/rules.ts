/**
 * Order images without the internet: the image-host rule prepare applies instead of fetching each URL, and a
 * deterministic stand-in for the core's Unsplash search (contract §3.6).
 */
import { safeExternalUrl } from '@lib/safe-url';
import { deterministicHex, pick, seededRandom } from '../ids';

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

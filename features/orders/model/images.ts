/**
 * The chef's pictures, the pure part: which files may be uploaded, and which search results may be shown. Links
 * from the image host and from the picture search are server-provided URLs: only https links on the image
 * allow-list are used (docs/architecture.md#security). The upload itself is `uploadImage` in api.ts.
 */
import { imageHosts, imageUpload } from '@lib/config';
import { safeExternalUrl } from '@lib/safe-url';
import type { SearchedImage } from '@lib/schemas/order';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export class UploadError extends Error {}

/**
 * The search results a chef may see and choose: https on an allowed image host (anything else, `javascript:`,
 * `data:`, `http:` or another host, is left out), each URL in its normalised form, each once.
 */
export function safeSearchResults(images: readonly SearchedImage[]): SearchedImage[] {
  const seen = new Set<string>();
  return images.flatMap((image) => {
    const url = safeExternalUrl(image.url, imageHosts);
    if (!url || seen.has(url)) return [];
    seen.add(url);
    return [{ ...image, url }];
  });
}

/** Checks a file before upload: a picture (no SVG), within the host's size limit. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, WebP or GIF picture.';
  if (file.size > imageUpload.maxBytes) return 'That picture is over 10 MB.';
  return null;
}

/**
 * The chef's pictures. Uploads go to the public image host (spec §7: "POST image, returns link"; an Imgur-style
 * API, configurable, faked in the demo), straight there: the session token is never sent to it. Links from the
 * host and from the picture search are server-provided URLs: only https links on the image allow-list are used
 * (design guide rule 12).
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

export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new UploadError(problem);
  const form = new FormData();
  form.append('image', file);
  let body: unknown;
  try {
    const response = await fetch(imageUpload.url, {
      method: 'POST',
      headers: { Authorization: `Client-ID ${imageUpload.clientId}` },
      body: form,
      signal,
    });
    body = await response.json();
    if (!response.ok) {
      const error = (body as { data?: { error?: unknown } })?.data?.error;
      throw new UploadError(typeof error === 'string' ? error : 'The image host refused the picture.');
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError('The image host could not be reached. Try again, or search for a picture instead.');
  }
  const link = safeExternalUrl((body as { data?: { link?: unknown } })?.data?.link, imageHosts);
  if (!link) throw new UploadError('The image host sent back a link this site cannot use.');
  return link;
}

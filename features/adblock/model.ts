/**
 * `/disable-your-adblocker` (docs/product/navigation.md#disable-your-adblocker): the instruction manifest's
 * schema, parsed liberally (a bad browser or step is dropped, not the whole file), and the built-in
 * instructions used when the manifest cannot be fetched or holds nothing usable.
 */
import { lenientArray } from '@lib/schemas/common';
import * as z from 'zod/mini';

/** Limits that keep a hostile or broken manifest from flooding the page. */
export const MAX_BROWSERS = 12;
export const MAX_STEPS = 12;
export const MAX_TEXT = 400;

export interface BrowserInstructions {
  /** A stable key (the manifest's `id`, else the name). */
  id: string;
  name: string;
  steps: string[];
}

const text = z.pipe(
  z.string(),
  z.transform((value) => value.trim().slice(0, MAX_TEXT)),
);

const browserSchema = z.pipe(
  z.looseObject({
    id: z.catch(z.optional(text), undefined),
    name: text,
    steps: lenientArray(text),
  }),
  z.transform(({ id, name, steps }) => ({
    id: id || name,
    name,
    steps: steps.filter(Boolean).slice(0, MAX_STEPS),
  })),
);

/**
 * The manifest: `{ browsers: [{ id?, name, steps: string[] }] }` (other fields ignored), or the list itself.
 * Browsers without a name or without a step are dropped.
 */
export const adblockManifestSchema = z.pipe(
  z.union([z.looseObject({ browsers: lenientArray(browserSchema) }), lenientArray(browserSchema)]),
  z.transform((manifest) =>
    (Array.isArray(manifest) ? manifest : manifest.browsers)
      .filter((browser) => browser.name !== '' && browser.steps.length > 0)
      .slice(0, MAX_BROWSERS),
  ),
);

/** The manifest's usable instructions, or null when there are none (then the built-in ones apply). */
export function parseAdblockManifest(raw: unknown): BrowserInstructions[] | null {
  const parsed = adblockManifestSchema.safeParse(raw);
  if (!parsed.success || parsed.data.length === 0) return null;
  // Two browsers with the same id would share a React key: keep the first.
  const seen = new Set<string>();
  return parsed.data.filter((browser) => !seen.has(browser.id) && Boolean(seen.add(browser.id)));
}

/** The page's own instructions, for when the manifest cannot be read. */
export const BUILT_IN_INSTRUCTIONS: readonly BrowserInstructions[] = [
  {
    id: 'chrome',
    name: 'Chrome, Edge, Opera and other Chromium browsers',
    steps: [
      'Click the ad blocker’s icon next to the address bar (it may be under the puzzle-piece Extensions menu).',
      'Choose to pause it or allow ads on this site.',
      'Reload the page.',
    ],
  },
  {
    id: 'firefox',
    name: 'Firefox',
    steps: [
      'Click the ad blocker’s icon in the toolbar and turn it off for this site.',
      'If Enhanced Tracking Protection is Strict, click the shield in the address bar and turn it off for this site.',
      'Reload the page.',
    ],
  },
  {
    id: 'safari',
    name: 'Safari',
    steps: [
      'Open Safari › Settings for This Website.',
      'Untick “Enable Content Blockers”.',
      'Reload the page.',
    ],
  },
  {
    id: 'brave',
    name: 'Brave',
    steps: ['Click the Shields icon (the lion) in the address bar.', 'Turn Shields down for this site.'],
  },
];

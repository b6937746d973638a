/**
 * The browser of every Playwright run: Debian's Chromium (scripts/ensure-chromium.sh), never a
 * Playwright download. The Vitest browser projects (vitest.config.ts) use these too.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Launch options for `use.launchOptions`; fails early with a clear message when Chromium is missing. */
export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH; ` +
        '`./nodew test` does this for you (scripts/ensure-chromium.sh). Never run `playwright install`.',
    );
  }
  return { executablePath: chromiumPath, args: chromiumArgs };
}

/**
 * The browsers of the test runs: Debian's, never a Playwright download (scripts/ensure-chromium.sh installs both).
 *
 * - **Chromium** (`chromium`, /usr/bin/chromium): the story tests, whose screenshot baselines are its pixels, the
 *   e2e tests of the installed app (Chrome's Wake Lock, notifications and install check, which the shell lacks),
 *   and the scripts that draw pictures or measure (og:image, app icons, Lighthouse, benchmarks).
 * - **Chromium's headless shell** (`chromium-headless-shell`, the same build without the browser's UI layer): the
 *   demo and production e2e and the docs check. A page costs it about a quarter less CPU (the demo e2e: 442 CPU-s
 *   in Chromium, 325 in the shell; docs/architecture.md#browsers).
 *
 * Their fonts: the site self-hosts every font it renders, so no pixel may depend on what the machine has
 * installed. To keep it that way, both always start with a fontconfig that knows exactly ONE system
 * font, DejaVu Serif (Debian's fonts-dejavu-core, which the chromium package pulls in): a font nobody would
 * pick, so any text that falls back to a system font shows in every screenshot and fails it. Chromium
 * needs one system font for its own form controls; which one must not change a pixel.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LaunchOptions } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's chromium-headless-shell, or $HEADLESS_SHELL_PATH. */
export const headlessShellPath = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Where Debian (fonts-dejavu-core) puts the one system font the tests allow. */
export const ONE_FONT_SOURCES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
  '/usr/share/fonts/dejavu/DejaVuSerif.ttf',
];

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Writes (once) `node_modules/.cache/vd-one-font/<font>/fonts.conf`: a fontconfig whose only font directory holds a
 * copy of DejaVu Serif, with the system's rendering rules (`/etc/fonts/conf.d`) included. Returns its path.
 */
export function oneFontConfig(root = repoRoot): string {
  // VD_ONE_FONT swaps in another single font: screenshots that still match prove no text reaches it.
  const source = [process.env.VD_ONE_FONT, ...ONE_FONT_SOURCES].find((file) => file && existsSync(file));
  if (!source) {
    throw new Error(
      `The browser tests need DejaVu Serif (${ONE_FONT_SOURCES[0]}): apt-get install fonts-dejavu-core ` +
        '(`./nodew test` installs it with Chromium).',
    );
  }
  // One folder per font, written once and atomically (several test processes may start at the same time).
  const name = path.basename(source, path.extname(source));
  const dir = path.join(root, 'node_modules', '.cache', 'vd-one-font', name);
  const fontDir = path.join(dir, 'fonts');
  const font = path.join(fontDir, path.basename(source));
  const config = path.join(dir, 'fonts.conf');
  const writeOnce = (file: string, write: (temporary: string) => void) => {
    if (existsSync(file)) return;
    const temporary = path.join(dir, `${path.basename(file)}.${process.pid}.tmp`); // outside fontDir
    write(temporary);
    renameSync(temporary, file);
  };
  mkdirSync(fontDir, { recursive: true });
  writeOnce(font, (temporary) => copyFileSync(source, temporary));
  writeOnce(config, (temporary) =>
    writeFileSync(
      temporary,
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
        '<fontconfig>',
        `  <dir>${fontDir}</dir>`,
        `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
        '  <include ignore_missing="yes">/etc/fonts/conf.d</include>',
        '</fontconfig>',
        '',
      ].join('\n'),
    ),
  );
  return config;
}

/** The environment Chromium starts with: the one-font fontconfig, and the rest of ours. */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.FONTCONFIG_FILE = oneFontConfig();
  return env;
}

/** Launch options for `use.launchOptions` (Chromium); fails early with a clear message when it is missing. */
export function chromiumLaunchOptions(): LaunchOptions {
  return launchOptions(chromiumPath, 'chromium', 'CHROMIUM_PATH');
}

/** The same for Chromium's headless shell (the e2e and the docs check). */
export function headlessShellLaunchOptions(): LaunchOptions {
  return launchOptions(headlessShellPath, 'chromium-headless-shell', 'HEADLESS_SHELL_PATH');
}

function launchOptions(executablePath: string, debianPackage: string, variable: string): LaunchOptions {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No ${debianPackage} at ${executablePath}. Install Debian's package (apt-get install ${debianPackage}) or set ` +
        `${variable}; \`./nodew test\` does this for you (scripts/ensure-chromium.sh). Never run \`playwright install\`.`,
    );
  }
  return { executablePath, args: chromiumArgs, env: chromiumEnv() };
}

/**
 * Process helpers shared by the scripts: run a command with inherited output and get its exit code,
 * locate the project's own binaries (node_modules/.bin, never a download), format durations.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Absolute path of a binary installed by `npm ci`; throws a clear error when dependencies are missing. */
export function bin(name) {
  const file = path.join(repoRoot, 'node_modules', '.bin', name);
  if (!existsSync(file)) {
    throw new Error(
      `${name} is not installed (node_modules/.bin/${name} is missing): run ./nodew test or npm ci`,
    );
  }
  return file;
}

/** The children running now: an interrupt stops them all. */
const running = new Set();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(code);
  });
}

/**
 * Runs `command args…` from the repo root with stdout/stderr passed through (`quiet`: stdout dropped; `logFile`:
 * both written to that file instead, for a command running beside another). Resolves to the exit code (1 when it
 * could not start or died from a signal).
 */
export function run(command, args = [], { env = {}, cwd = repoRoot, quiet = false, logFile } = {}) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : null;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: log !== null ? ['ignore', log, log] : quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    running.add(child);
    let finished = false;
    const done = (code) => {
      if (finished) return; // 'error' may follow 'exit'
      finished = true;
      running.delete(child);
      if (log !== null) closeSync(log);
      resolve(code);
    };
    child.on('error', (error) => {
      process.stderr.write(`cannot start ${command}: ${error.message}\n`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export function formatDuration(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** The Chromium binary the browser steps use: $CHROMIUM_PATH, else /usr/bin/chromium; null when absent. */
export function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/**
 * Chromium's headless shell, which the e2e and the docs check use (e2e/support/chromium.ts):
 * $HEADLESS_SHELL_PATH, else /usr/bin/chromium-headless-shell; null when absent.
 */
export function findHeadlessShell() {
  const candidate = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
  return existsSync(candidate) ? candidate : null;
}

export const CHROMIUM_MISSING = [
  "No Chromium found: the browser tests need Debian's chromium (the story tests) and chromium-headless-shell (the",
  'e2e and the docs check).',
  "  - ./nodew test installs Debian's packages when run as root (scripts/ensure-chromium.sh)",
  '  - or: apt-get install chromium chromium-headless-shell',
  '  - or: CHROMIUM_PATH=/path/to/chromium HEADLESS_SHELL_PATH=/path/to/headless-shell npm test',
  'Never run `playwright install`: this project uses the system Chromium.',
].join('\n');

/** A plain-text table: the first column left-aligned, the others right-aligned, a rule under the header. */
export function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((cells) => cells[column].length)),
  );
  const format = (cells) =>
    cells
      .map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column])))
      .join('  ');
  return [format(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join(
    '\n',
  );
}

/** A free TCP port on 127.0.0.1, for a server that cannot be told to pick one itself (nginx, Lighthouse's Chromium). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

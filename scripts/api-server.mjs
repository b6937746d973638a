/**
 * Starts the local API server (docs/local-api-server.md): the fake backend over real HTTP and a real WebSocket,
 * for the production build to talk to. `./nodew run api` (or `npm run api`).
 *
 *   node scripts/api-server.mjs [--port 4180] [--host 127.0.0.1] [--origin http://127.0.0.1:4181]...
 *                               [--simulator]
 *
 * Prints `API server: <url>` once it listens, then runs until stopped (Ctrl+C). The fake backend is TypeScript
 * with the project's import aliases, so Vite loads it (its SSR module loader, no bundle step).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { repoRoot } from './lib/run.mjs';

function parseArgs(argv) {
  const options = { port: 4180, host: '127.0.0.1', origins: [], simulator: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--host') options.host = value();
    else if (flag === '--origin') options.origins.push(value().replace(/\/+$/, ''));
    else if (flag === '--simulator') options.simulator = true;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0) throw new Error('--port must be a port number');
  return options;
}

/** The project's import aliases (`@lib/*` …), from tsconfig.json's paths. */
function aliases() {
  const { paths } = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')).compilerOptions;
  return Object.fromEntries(
    Object.entries(paths).map(([key, [target]]) => [
      key.replace(/\/\*$/, ''),
      path.join(repoRoot, target.replace(/\/\*$/, '')),
    ]),
  );
}

const options = parseArgs(process.argv.slice(2));
const vite = await createServer({
  root: repoRoot,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  resolve: { alias: aliases() },
  define: { __DEMO__: 'true' },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { startApiServer } = await vite.ssrLoadModule('/mocks/server/api-server.ts');
const server = await startApiServer(options);
process.stdout.write(`API server: ${server.url}\n`);

const stop = async () => {
  await server.close();
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * The shared demo (`./nodew demo --shared`; docs/local-api-server.md#shared-demo): one kitchen for several
 * browsers. Starts the local API server with the kitchen simulator, builds the production site pointed at it
 * (real HTTP and WebSocket, login through the server's authorize page) and serves it. Every browser that opens
 * the printed address shares the server's state: a chef's claim shows on a courier's board in another browser.
 *
 *   node scripts/shared-demo.mjs [--host 127.0.0.1] [--port 4181] [--api-port 4180] [--no-simulator]
 *
 * `--host` is the address both servers listen on and the site is built for: 127.0.0.1 (this machine: use two
 * browsers, or a normal and a private window), or this machine's LAN address for people on the same network.
 */
import { spawn } from 'node:child_process';
import { bin, repoRoot, run } from './lib/run.mjs';

function parseArgs(argv) {
  const options = { host: '127.0.0.1', port: 4181, apiPort: 4180, simulator: true };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = () => argv[++index] ?? '';
    if (flag === '--host') options.host = value();
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--api-port') options.apiPort = Number(value());
    else if (flag === '--no-simulator') options.simulator = false;
    else if (flag === '--shared')
      continue; // `./nodew demo --shared` passes it on
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
// An IPv6 address goes in brackets in a URL.
const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
const site = `http://${hostInUrl}:${options.port}`;
const api = `http://${hostInUrl}:${options.apiPort}`;
const env = {
  ...process.env,
  VITE_API_MOCKING: 'false',
  VITE_API_URL: api,
  VITE_DISCORD_AUTHORIZE_URL: `${api}/oauth2/authorize`,
  VITE_OAUTH_REDIRECT_URI: `${site}/login`,
};

const children = [];
/** Stops both servers; exits 0 when asked to (Ctrl+C), 1 when something failed. */
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
// First in line: scripts/lib/run.mjs's own handlers exit at once.
process.prependListener('SIGINT', () => stop(0));
process.prependListener('SIGTERM', () => stop(0));

const serverArgs = ['scripts/api-server.mjs', '--host', options.host, '--port', String(options.apiPort)];
serverArgs.push('--origin', site);
if (options.simulator) serverArgs.push('--simulator');
const server = spawn(process.execPath, serverArgs, { cwd: repoRoot, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  console.error(`shared demo: the API server stopped (exit ${code})`);
  stop(1);
});

const built = await run(
  bin('vite'),
  ['build', '--outDir', 'dist-shared', '--emptyOutDir', '--logLevel', 'warn'],
  {
    env,
  },
);
if (built !== 0) {
  console.error('shared demo: the build failed');
  stop(1);
}
const preview = spawn(
  bin('vite'),
  [
    'preview',
    '--outDir',
    'dist-shared',
    '--host',
    options.host,
    '--port',
    String(options.port),
    '--strictPort',
  ],
  { cwd: repoRoot, env, stdio: 'ignore' },
);
children.push(preview);
preview.on('exit', (code) => {
  console.error(`shared demo: the site server stopped (exit ${code})`);
  stop(1);
});
process.stdout.write(
  `\nShared demo: ${site}\n` +
    `  API server ${api} (one kitchen for every browser${options.simulator ? ', with the simulator' : ''})\n` +
    '  Open it in two browsers (or a normal and a private window), log in as different personas.\n' +
    '  Ctrl+C stops both servers.\n',
);

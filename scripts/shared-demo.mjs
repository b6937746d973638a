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
const site = `http://${options.host}:${options.port}`;
const api = `http://${options.host}:${options.apiPort}`;
const env = {
  ...process.env,
  VITE_API_MOCKING: 'false',
  VITE_API_URL: api,
  VITE_DISCORD_AUTHORIZE_URL: `${api}/oauth2/authorize`,
  VITE_OAUTH_REDIRECT_URI: `${site}/login`,
};

const children = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
// First in line: scripts/lib/run.mjs's own handlers exit at once.
process.prependListener('SIGINT', stop);
process.prependListener('SIGTERM', stop);

const serverArgs = ['scripts/api-server.mjs', '--host', options.host, '--port', String(options.apiPort)];
serverArgs.push('--origin', site);
if (options.simulator) serverArgs.push('--simulator');
const server = spawn(process.execPath, serverArgs, { cwd: repoRoot, stdio: 'inherit' });
children.push(server);
server.on('exit', (code) => {
  console.error(`shared demo: the API server stopped (exit ${code})`);
  stop();
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
  stop();
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
  stop();
});
process.stdout.write(
  `\nShared demo: ${site}\n` +
    `  API server ${api} (one kitchen for every browser${options.simulator ? ', with the simulator' : ''})\n` +
    '  Open it in two browsers (or a normal and a private window), log in as different personas.\n' +
    '  Ctrl+C stops both servers.\n',
);

/**
 * Hosting (a step of the test command, key `hosting`): serves a production build with Debian's nginx and the
 * `nginx.conf` the build wrote (scripts/hosting.ts; README "Hosting"), then checks over HTTP what a visitor gets:
 * each prerendered page its own file, an app route the shell (200), an unknown path the 404 page with status 404,
 * the hosting files never served, the security headers of `_headers` on pages, the shell, assets and the 404,
 * `Cache-Control` (`/sw.js` and HTML revalidated, `/assets/` immutable), content types and gzip.
 *
 *   node scripts/check-hosting.mjs [--report test-results/hosting.json] [--reuse dist-budget]
 *
 * `--reuse <dir>` serves a production build another step has just made (the test command passes the byte
 * budget's when that step ran before this one); otherwise it builds production into dist-hosting/. The build is
 * copied into a temporary folder that is also nginx's prefix: nginx runs as a normal process (no daemon, no system
 * configuration, its own pid file, logs and temp folders) on a free port of 127.0.0.1, and is stopped at the end.
 *
 * Files of the types the checks need that the build lacks (`.webmanifest`, `.png`, `.woff2`) are added to the copy.
 *
 * nginx: $NGINX_PATH, else /usr/sbin/nginx (scripts/ensure-nginx.sh installs Debian's as root). The report counts
 * one test per check, for the test command.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NOT_FOUND_FILE, PRERENDERED_PAGES, SHELL_FILE } from '../app/prerender/pages.ts';
import { buildProduction } from './lib/build-graph.mjs';
import { formatDuration, freePort, repoRoot } from './lib/run.mjs';

const OUT_DIR = 'dist-hosting';
const log = (line = '') => process.stdout.write(`${line}\n`);

function option(argv, flag) {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

function findNginx() {
  const candidate = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return existsSync(candidate) ? candidate : null;
}

/** The `/*` block of `_headers`: the headers every response carries. */
function parseHeadersFile(text) {
  const headers = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inAll = line.trim() === '/*';
    else if (inAll && line.trim()) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/** GET with gzip accepted; the body decoded. */
function get(base, pathname, { gzip = true } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${pathname}`,
      { headers: gzip ? { 'Accept-Encoding': 'gzip' } : {} },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoded = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: encoded ? gunzipSync(raw) : raw,
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Waits until nginx accepts connections, or fails with its error log when it exits first or takes over 20 s. */
async function waitForNginx(base, child, errorLog) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const logText = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited with ${child.exitCode}:\n${logText}`);
    }
    try {
      await get(base, '/sw.js');
      return;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not answer within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Files of `dir` (relative, `/` separators), for picking an asset of each type. */
function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * The site to serve: a copy of the build, completed with sample files of the types it lacks. Returns the copy's folder,
 * what was added, and one file per extension the checks look at.
 */
function prepareSite(build, site) {
  cpSync(build, site, { recursive: true });
  const added = [];
  for (const file of [...PRERENDERED_PAGES.map((page) => page.file), SHELL_FILE, NOT_FOUND_FILE]) {
    if (!existsSync(path.join(site, file)))
      throw new Error(`the build has no ${file} (the prerender step writes it)`);
  }
  const files = listFiles(site);
  const pick = (extension, fallback, content) => {
    const found = files.find((file) => file.endsWith(extension) && !file.startsWith('.'));
    if (found) return found;
    writeFileSync(path.join(site, fallback), content);
    added.push(fallback);
    return fallback;
  };
  const samples = {
    js: pick('.js', 'assets/hosting-check.js', `export const x = ${'1 + '.repeat(200)}1;\n`),
    css: pick('.css', 'assets/hosting-check.css', `${'.a { color: red; }\n'.repeat(40)}`),
    woff2: pick('.woff2', 'assets/hosting-check.woff2', 'wOF2'),
    png: pick('.png', 'hosting-check.png', '\x89PNG\r\n'),
    webmanifest: pick('.webmanifest', 'hosting-check.webmanifest', '{"name":"check"}\n'),
    svg: pick('.svg', 'hosting-check.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n'),
  };
  return { added, samples };
}

async function main(argv) {
  const reportFile = option(argv, '--report') ? path.resolve(repoRoot, option(argv, '--report')) : null;
  const checks = [];
  const writeReport = () => {
    if (!reportFile) return;
    const failed = checks.filter((check) => !check.ok).length;
    const report = {
      numPassedTests: checks.length - failed,
      numFailedTests: failed,
      numTotalTests: checks.length,
      success: failed === 0 && checks.length > 0,
      testResults: [],
    };
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  };

  const nginx = findNginx();
  if (!nginx) {
    throw new Error(
      "no nginx: ./nodew test installs Debian's package when run as root (scripts/ensure-nginx.sh); or apt-get install nginx; or NGINX_PATH=/path/to/nginx",
    );
  }
  const reuse = option(argv, '--reuse');
  let build = reuse ? path.resolve(repoRoot, reuse) : null;
  if (build && !existsSync(path.join(build, 'nginx.conf'))) {
    log(`hosting: ${reuse}/ has no nginx.conf: building instead`);
    build = null;
  }
  if (build) log(`hosting: serving the production build in ${path.relative(repoRoot, build)}/`);
  else {
    const ms = await buildProduction(OUT_DIR, { quiet: true });
    build = path.join(repoRoot, OUT_DIR);
    log(`hosting: production build into ${OUT_DIR}/ in ${formatDuration(ms)}`);
  }

  const prefix = mkdtempSync(path.join(tmpdir(), 'vd-hosting-'));
  // nginx's workers run as an unprivileged user when it is started as root: they must read the copy.
  chmodSync(prefix, 0o755);
  const site = path.join(prefix, 'site');
  let child = null;
  try {
    const { added, samples } = prepareSite(build, site);
    if (added.length > 0)
      log(`hosting: sample files added to the copy (not in this build): ${added.join(', ')}`);
    const port = await freePort();
    const main = path.join(prefix, 'nginx.conf');
    const temp = (name) => `${name}_temp_path ${path.join(prefix, `${name}-temp`)};`;
    writeFileSync(
      main,
      [
        'worker_processes 1;',
        'events { worker_connections 64; }',
        'http {',
        '    access_log off;',
        `    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}`,
        '    server {',
        `        listen 127.0.0.1:${port};`,
        `        root ${site};`,
        `        include ${path.join(site, 'nginx.conf')};`,
        '    }',
        '}',
        '',
      ].join('\n'),
    );
    const errorLog = path.join(prefix, 'error.log');
    child = spawn(
      nginx,
      [
        '-p',
        prefix,
        '-e',
        errorLog,
        '-c',
        main,
        '-g',
        `daemon off; pid ${path.join(prefix, 'nginx.pid')}; error_log ${errorLog} warn;`,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    // Never left running: stopped on any exit of this script (run.mjs's signal handlers call process.exit).
    const running = child;
    process.on('exit', () => {
      if (running.exitCode === null) running.kill('SIGQUIT');
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForNginx(base, child, errorLog);
    log(`hosting: nginx (${nginx}) serving the build on ${base}`);

    const fileText = (file) => readFileSync(path.join(site, file));
    const expectedHeaders = parseHeadersFile(readFileSync(path.join(site, '_headers'), 'utf8'));
    if (Object.keys(expectedHeaders).length === 0) throw new Error('_headers has no `/*` block');

    /** One check: `problems` returns what is wrong (empty: it holds). */
    const check = async (name, problems) => {
      let found;
      try {
        found = await problems();
      } catch (error) {
        found = [error instanceof Error ? error.message : String(error)];
      }
      checks.push({ name, ok: found.length === 0 });
      log(`${found.length === 0 ? '  ok  ' : '  FAIL'} ${name}`);
      for (const problem of found) log(`         ${problem}`);
    };
    const expectResponse = (response, { status, file, type, cache }) => {
      const problems = [];
      if (response.status !== status) problems.push(`status ${response.status}, expected ${status}`);
      if (file && !response.body.equals(fileText(file))) problems.push(`the body is not ${file}`);
      const contentType = String(response.headers['content-type'] ?? '');
      if (type && !contentType.startsWith(type))
        problems.push(`Content-Type ${contentType}, expected ${type}`);
      const cacheControl = response.headers['cache-control'];
      if (cache && cacheControl !== cache) problems.push(`Cache-Control ${cacheControl}, expected ${cache}`);
      return problems;
    };
    const securityProblems = (response) =>
      Object.entries(expectedHeaders)
        .filter(([name, value]) => response.headers[name] !== value)
        .map(([name]) => `${name}: ${response.headers[name] ?? '(missing)'}, expected the value in _headers`);
    const html = { type: 'text/html', cache: 'no-cache' };

    for (const page of PRERENDERED_PAGES) {
      await check(`${page.path} is served ${page.file} (200, HTML, no-cache)`, async () =>
        expectResponse(await get(base, page.path), { status: 200, file: page.file, ...html }),
      );
    }
    await check('/store/ (trailing slash) is served store.html', async () =>
      expectResponse(await get(base, '/store/'), { status: 200, file: 'store.html', ...html }),
    );
    for (const route of [
      '/staff/orders',
      '/users/123',
      '/staff/admin/recruitment/7/applications/',
      '/hourly',
    ]) {
      await check(`app route ${route} is served ${SHELL_FILE} with 200`, async () =>
        expectResponse(await get(base, route), { status: 200, file: SHELL_FILE, ...html }),
      );
    }
    for (const unknown of ['/no-such-page', '/staff-nope', '/users/1/2/manage', '/assets/missing.js']) {
      await check(`unknown path ${unknown} is served ${NOT_FOUND_FILE} with status 404`, async () =>
        expectResponse(await get(base, unknown), { status: 404, file: NOT_FOUND_FILE, ...html }),
      );
    }
    for (const hidden of ['/nginx.conf', '/_redirects', '/_headers', '/.vite/manifest.json']) {
      await check(`${hidden} is not served (404)`, async () =>
        expectResponse(await get(base, hidden), { status: 404, file: NOT_FOUND_FILE }),
      );
    }
    for (const [label, pathname] of [
      ['the home page', '/'],
      ['an app route', '/staff/orders'],
      ['the 404', '/no-such-page'],
      ['an asset', `/${samples.js}`],
      ['/sw.js', '/sw.js'],
    ]) {
      await check(`the security headers of _headers on ${label}`, async () =>
        securityProblems(await get(base, pathname)),
      );
    }
    await check('/sw.js is JavaScript and not cached (no-cache)', async () =>
      expectResponse(await get(base, '/sw.js'), {
        status: 200,
        file: 'sw.js',
        type: 'text/javascript',
        cache: 'no-cache',
      }),
    );
    await check(`/${samples.js} is JavaScript, cacheable for a year, immutable, gzipped`, async () => {
      const response = await get(base, `/${samples.js}`);
      const problems = expectResponse(response, {
        status: 200,
        file: samples.js,
        type: 'text/javascript',
        cache: 'public, max-age=31536000, immutable',
      });
      if (response.headers['content-encoding'] !== 'gzip') problems.push('not gzipped');
      return problems;
    });
    await check(
      'HTML is gzipped for a client that accepts it, and sent as is to one that does not',
      async () => {
        const problems = [];
        if ((await get(base, '/')).headers['content-encoding'] !== 'gzip') problems.push('/ not gzipped');
        const plain = await get(base, '/', { gzip: false });
        if (plain.headers['content-encoding']) problems.push('/ encoded for a client without gzip');
        if (!plain.body.equals(fileText('index.html'))) problems.push('/ body differs without gzip');
        return problems;
      },
    );
    for (const [extension, type] of [
      ['css', 'text/css'],
      ['svg', 'image/svg+xml'],
      ['png', 'image/png'],
      ['woff2', 'font/woff2'],
      ['webmanifest', 'application/manifest+json'],
    ]) {
      await check(`.${extension} is served as ${type}`, async () =>
        expectResponse(await get(base, `/${samples[extension]}`), {
          status: 200,
          file: samples[extension],
          type,
        }),
      );
    }
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  }

  const failed = checks.filter((check) => !check.ok).length;
  log(
    failed === 0
      ? `hosting: all ${checks.length} checks passed`
      : `hosting: ${failed} of ${checks.length} checks failed (scripts/hosting.ts writes nginx.conf)`,
  );
  writeReport();
  return failed === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`hosting: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);

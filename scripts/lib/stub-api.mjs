/**
 * A minimal stand-in for the bot's API for the browser benches, so pages render as they would against the
 * real API of a live community: ranks, settings with an announcement (so public pages load its markdown renderer,
 * as they do whenever one is set), the signed-in user for staff pages, this week's leaderboard and the team page
 * (a kitchen in business has both; their empty states are a new community's), and empty lists elsewhere. Two ways
 * in:
 * `stubApi` answers FAKE_API_ORIGIN's calls inside the browser (Playwright routes; scripts/bench.mjs), and
 * `serveStubApi` is a real local server for tools that cannot route requests (Lighthouse). The gateway's
 * websocket is left unanswered (it retries quietly).
 */
import { createServer } from 'node:http';
import { listen } from '../static-server.mjs';
import { FAKE_API_ORIGIN } from './build-graph.mjs';

/** Every permission bit (lib/permissions.ts ALL_PERMISSIONS_MASK). */
const ALL_PERMISSIONS = (1 << 29) - 1;
const BENCH_TOKEN = 'bench-session';

const ADMIN = {
  _id: '100000000000000001',
  id: '100000000000000001',
  username: 'bench-admin',
  displayName: 'Bench Admin',
  avatar: null,
  permissions: ALL_PERMISSIONS,
  ranks: ['rank-admin'],
  perks: [],
  flags: 0,
  ban: null,
};

const CHEF_RANK = {
  _id: 'rank-chef',
  id: 'rank-chef',
  name: 'Chef',
  colour: '#f08c00',
  position: 5,
  permissions: 2,
  perks: [],
  staffRank: true,
  displayOnTeam: true,
};

const RANKS = [
  {
    _id: 'rank-admin',
    id: 'rank-admin',
    name: 'Admin',
    colour: '#e8590c',
    position: 10,
    permissions: ALL_PERMISSIONS,
    perks: [],
    staffRank: true,
  },
  CHEF_RANK,
];

const NAMES = ['Marguerite', 'Basil', 'Saffron', 'Juniper', 'Rosemary', 'Fennel', 'Ginger', 'Clementine'];

/** Staff as the API sends them (`_id`, names, no avatar: the initials are drawn). */
const STAFF = NAMES.map((name, index) => ({
  _id: `2000000000000000${String(index).padStart(2, '0')}`,
  username: name.toLowerCase(),
  displayName: name,
  discriminator: '0',
  avatar: null,
}));

/** `GET /api/client/orders/leaderboard`: rows carry whole rank documents; most weekly orders first. */
const LEADERBOARD = STAFF.map((user, index) => ({
  ...user,
  id: user._id,
  ranks: [CHEF_RANK],
  permissions: 0,
  perks: [],
  statistics: { orders: { weeklyOrders: 48 - index * 5 } },
}));

/** `GET /api/client/users/team`: the ranks shown on the team page, highest first, with their members. */
const TEAM = [
  {
    ...RANKS[0],
    displayOnTeam: true,
    users: STAFF.slice(0, 2).map((user) => ({ ...user, ranks: ['rank-admin'] })),
  },
  { ...CHEF_RANK, users: STAFF.slice(2).map((user) => ({ ...user, ranks: ['rank-chef'] })) },
];

const SETTINGS = {
  currentAnnouncement: {
    enabled: true,
    type: 'info',
    content: 'The kitchen is **open**: [read the menu](https://docs.virtualdiner.app).',
  },
};

/** Status and body for one API call; lists other than the leaderboard and the team page are empty. */
export function answer(method, pathname, signedIn) {
  if (pathname === '/api/client/ranks') return [200, { ranks: RANKS }];
  if (pathname === '/api/client/settings') return [200, { settings: SETTINGS }];
  if (pathname === '/api/client/teams') return [200, { teams: [] }];
  if (pathname === '/api/client/orders/leaderboard') return [200, { leaderboard: LEADERBOARD }];
  if (pathname === '/api/client/users/team') return [200, { team: TEAM }];
  if (pathname === '/api/v3/users/@me') {
    return signedIn
      ? [200, { user: ADMIN, nitroPayToken: null }]
      : [401, { error: true, status: 401, message: 'Unauthorized' }];
  }
  if (method !== 'GET') return [200, {}];
  // Any other read: an empty answer with the usual list keys (the schemas are lenient about the rest).
  return [200, { orders: [], deliveryQueue: [], messages: [], reports: [], items: [], users: [], total: 0 }];
}

const corsHeaders = (origin) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  Vary: 'Origin',
});

/**
 * Answers FAKE_API_ORIGIN's calls in `context`; with `signedIn`, also sets the session cookie on `siteUrl`
 * so the app starts signed in as an admin. Returns a counter of the calls answered.
 */
export async function stubApi(context, { siteUrl, signedIn = false }) {
  const calls = [];
  if (signedIn) {
    await context.addCookies([
      {
        name: 'VD_SESSION',
        value: encodeURIComponent(JSON.stringify({ token: BENCH_TOKEN })),
        url: siteUrl,
        sameSite: 'Strict',
      },
    ]);
  }
  const cors = corsHeaders(new URL(siteUrl).origin);
  await context.route(`${FAKE_API_ORIGIN}/**`, (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    calls.push(`${request.method()} ${url.pathname}`);
    const [status, body] = answer(request.method(), url.pathname, signedIn);
    return route.fulfill({
      status,
      headers: { ...cors, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  });
  return calls;
}

/** The same answers from a local server (anonymous visitors), on 127.0.0.1; resolves to `{ url, close }`. */
export function serveStubApi({ port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((request, response) => {
    const cors = corsHeaders(request.headers.origin ?? '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const [status, body] = answer(request.method ?? 'GET', pathname, false);
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  return listen(server, port, host);
}

/**
 * The local API server over real HTTP and WebSocket (docs/local-api-server.md): the contract's shapes and errors,
 * CORS, the fault switches, the gateway, the platform's authorize page and the offline image hosts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PERSONAS } from '../personas';
import { type ApiServer, startApiServer } from './api-server';

const SITE = 'http://127.0.0.1:4999';
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer({ port: 0, origins: [SITE] });
  // The seeded state, whatever an earlier test file of this worker left in the fake backend (unit files share
  // their modules: vitest.config.ts).
  await control('/reset', 'POST');
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await control('/reset', 'POST');
});

const control = (path: string, method: string, body?: unknown) =>
  fetch(`${server.url}/__control${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const asChef = { Authorization: `Bearer ${PERSONAS.chef.token}` };

describe('the local API server', () => {
  it('answers the API with the fake backend, and an unknown path with the contract 404 body', async () => {
    const me = await fetch(`${server.url}/api/v3/users/@me`, { headers: asChef });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(PERSONAS.chef.userId);

    const anonymous = await fetch(`${server.url}/api/v3/users/@me`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      statusCode: 401,
      code: 'unauthorized',
      message: 'You must be logged in to do that',
    });

    const unknown = await fetch(`${server.url}/api/client/no-such-thing`, { headers: asChef });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, code: 'not_found', message: 'Not found' });
  });

  it('exchanges a demo code for a session token, as the login does', async () => {
    const response = await fetch(`${server.url}/api/client/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'demo-courier' }),
    });
    const { sessionToken } = (await response.json()) as { sessionToken: string };
    expect(sessionToken).toMatch(/^[0-9a-f]{160}$/);
    const me = await fetch(`${server.url}/api/v3/users/@me`, {
      headers: { Authorization: `Bearer ${sessionToken}` },
    });
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(PERSONAS.courier.userId);
  });

  it('lets the site origin call it from a browser, and no other', async () => {
    const preflight = await fetch(`${server.url}/api/client/orders`, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);

    const other = await fetch(`${server.url}/api/client/settings`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a fault the given number of times, for the given session only', async () => {
    await control('/faults', 'POST', {
      method: 'GET',
      path: '/api/client/orders',
      token: PERSONAS.chef.token,
      status: 503,
      times: 1,
    });
    const other = await fetch(`${server.url}/api/client/orders`, {
      headers: { Authorization: `Bearer ${PERSONAS.admin.token}` },
    });
    expect(other.status).toBe(200);
    const faulted = await fetch(`${server.url}/api/client/orders`, { headers: asChef });
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toMatchObject({ statusCode: 503, code: 'unavailable' });
    const after = await fetch(`${server.url}/api/client/orders`, { headers: asChef });
    expect(after.status).toBe(200);
  });

  it('matches a fault path with one-segment and any-rest wildcards', async () => {
    await control('/faults', 'POST', { method: 'POST', path: '/api/client/orders/*/claim', status: 401 });
    const claim = await fetch(`${server.url}/api/client/orders/Abc123/claim`, {
      method: 'POST',
      headers: asChef,
    });
    expect(claim.status).toBe(401);
    await control('/faults', 'POST', { path: '/api/client/ranks/**', status: 500 });
    expect((await fetch(`${server.url}/api/client/ranks`, { headers: asChef })).status).toBe(500);
    expect((await fetch(`${server.url}/api/client/ranks/some-id`, { headers: asChef })).status).toBe(500);
  });

  it('holds a hung call until the client gives up', async () => {
    await control('/faults', 'POST', { path: '/api/client/settings', hang: true });
    const started = Date.now();
    await expect(
      fetch(`${server.url}/api/client/settings`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    // The server is still there for everyone else.
    expect((await fetch(`${server.url}/api/client/ranks`)).status).toBe(200);
  });

  it('speaks the gateway protocol over a real WebSocket: identify, then events as op 4', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/`);
    const frames: { op: number; t?: string; d?: unknown }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ op: 0, d: { token: PERSONAS.chef.token } }));
    await expect.poll(() => frames.some((frame) => frame.op === 1)).toBe(true);

    await control('/orders', 'POST', { orderID: 'Ws0001', order: 'Soup over a socket' });
    await expect
      .poll(() => frames.find((frame) => frame.op === 4 && frame.t === 'orderSent'))
      .toMatchObject({ d: { orderID: 'Ws0001' } });
    socket.close();
  });

  it('closes the gateway for a token it does not know', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ op: 0, d: { token: 'nope' } }));
    expect(await closed).toBe(4001);
  });

  it('closes with the codes a real socket carries for the gateway faults (1005 without a code, 1006 dropped)', async () => {
    const closeCode = async (fault: string) => {
      await control('/gateway', 'POST', { fault, times: 1 });
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/`);
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
      socket.send(JSON.stringify({ op: 0, d: { token: PERSONAS.chef.token } }));
      return closed;
    };
    expect(await closeCode('close-1005')).toBe(1005);
    expect(await closeCode('drop-after-identify')).toBe(1006);
    expect(await closeCode('refuse-token')).toBe(4001);
    const unknown = await control('/gateway', 'POST', { fault: 'explode' });
    expect(unknown.status).toBe(400);
  });

  it("plays the platform's authorize page: a persona goes back to the site with a code and the state", async () => {
    const page = await fetch(
      `${server.url}/oauth2/authorize?response_type=code&redirect_uri=${encodeURIComponent(`${SITE}/login`)}&state=s1`,
    );
    const html = await page.text();
    expect(html).toContain(`href="${SITE}/login?code=demo-chef&amp;state=s1"`);
    expect(html).toContain(`href="${SITE}/login?error=access_denied&amp;state=s1"`);
    const bad = await fetch(`${server.url}/oauth2/authorize?redirect_uri=javascript:alert(1)`);
    expect(bad.status).toBe(400);
  });

  it('takes control calls as JSON only, with no CORS (another site cannot reset the kitchen)', async () => {
    const fromAPage = await fetch(`${server.url}/__control/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: SITE },
      body: '{}',
    });
    expect(fromAPage.status).toBe(415);
    expect(fromAPage.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends the platform back only to the site it serves', async () => {
    const elsewhere = await fetch(
      `${server.url}/oauth2/authorize?redirect_uri=${encodeURIComponent('https://evil.example/login')}&state=s`,
    );
    expect(elsewhere.status).toBe(400);
  });

  it('serves the offline image hosts for tests that route them here', async () => {
    const avatar = await fetch(
      `${server.url}/__offline/${encodeURIComponent('https://cdn.discordapp.com/embed/avatars/1.png')}`,
    );
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });
});

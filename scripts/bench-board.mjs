/**
 * Benchmark of the Order Manager board (a script that prints figures, not a test). Builds the demo, signs
 * in as the admin persona in headless Chromium, adds 2,000 active orders to the fake backend, then measures:
 *   1. first render: from clicking "Order Manager" in the sidebar to every ticket in the DOM and painted
 *      (the next animation frame);
 *   2. event → updated frame over 500 gateway events (`orderUpdated` through the fake gateway's socket):
 *      from emitting to the ticket's DOM changing, and to the next animation frame after that.
 * Prints median and p95. Goals (issue 3): first render ≤ 300 ms, event → frame ≤ 16 ms p95.
 *
 *   node scripts/bench-board.mjs [--orders 2000] [--events 500]
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { bin, findChromium, repoRoot, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const ORDERS = option('orders', 2000);
const EVENTS = option('events', 500);
const PORT = 4176;
const base = `http://127.0.0.1:${PORT}`;
const outDir = 'dist-bench-board';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (value) => `${value.toFixed(1)} ms`;

log(`bench-board: building the demo into ${outDir}/`);
await run(bin('vite'), [
  'build',
  '--mode',
  'demo',
  '--outDir',
  outDir,
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);

const server = spawn(
  bin('vite'),
  [
    'preview',
    '--mode',
    'demo',
    '--outDir',
    outDir,
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  {
    cwd: repoRoot,
    stdio: 'ignore',
  },
);
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const executablePath = findChromium();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: /^Sign in as Admin\b/ }).click();
  await page.waitForURL(`${base}/`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await page.waitForURL(`${base}/staff/dashboard`);

  const total = await page.evaluate((count) => {
    const demo = window.__VD_DEMO__;
    for (let i = 0; i < count; i++) demo.createOrder({});
    return demo.db.orders.size;
  }, ORDERS);
  log(`bench-board: ${total} active orders in the fake backend`);

  await page
    .getByRole('navigation', { name: 'Staff sections' })
    .getByRole('link', { name: 'Order Manager' })
    .waitFor();
  const firstRender = await page.evaluate(async (expected) => {
    const link = document.querySelector('nav[aria-label="Staff sections"] a[href="/staff/orders"]');
    const start = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () => {
        if (document.querySelectorAll('article[data-order-id]').length >= expected) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    const rendered = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const painted = performance.now() - start;
    const fetch = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/api/client/orders') && entry.startTime >= start)
      .at(-1);
    return { rendered, painted, response: fetch ? fetch.responseEnd - start : null };
  }, ORDERS);

  const events = await page.evaluate(async (count) => {
    const demo = window.__VD_DEMO__;
    const ids = [...document.querySelectorAll('article[data-order-id]')].map((node) =>
      node.getAttribute('data-order-id'),
    );
    const toDom = [];
    const toFrame = [];
    for (let i = 0; i < count; i++) {
      const id = ids[(i * 7) % ids.length];
      const order = demo.db.orders.get(id);
      const note = `bench note ${i}`;
      const ticket = document.querySelector(`article[data-order-id="${id}"]`);
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (ticket.textContent.includes(note)) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(ticket, { subtree: true, childList: true, characterData: true });
      });
      const start = performance.now();
      demo.emitGatewayEvent('orderUpdated', { ...order, orderID: id, chefNote: note });
      const domAt = await changed;
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      toDom.push(domAt - start);
      toFrame.push(performance.now() - start);
    }
    return { toDom, toFrame };
  }, EVENTS);

  await browser.close();

  log('');
  log(`board with ${ORDERS} orders (Chromium ${browser.version?.() ?? ''}, headless, 1440x900)`);
  log(
    `  first render: ${ms(firstRender.rendered)} to every ticket in the DOM, ${ms(firstRender.painted)} to the next frame (goal <= 300 ms)`,
  );
  if (firstRender.response !== null) {
    log(
      `    of which the fake backend's GET /api/client/orders answered after ${ms(firstRender.response)}; rendering took the rest`,
    );
  }
  log(
    `  ${EVENTS} orderUpdated events, event -> ticket updated in the DOM: median ${ms(percentile(events.toDom, 50))}, p95 ${ms(percentile(events.toDom, 95))}`,
  );
  log(
    `  ${EVENTS} orderUpdated events, event -> next frame:               median ${ms(percentile(events.toFrame, 50))}, p95 ${ms(percentile(events.toFrame, 95))} (goal p95 <= 16 ms)`,
  );
} finally {
  server.kill();
}

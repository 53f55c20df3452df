// How long a member waits for the app on a slow phone connection: Chromium at phone size, the network
// throttled with the DevTools protocol (400 kbps down and up, 400 ms latency, cache disabled), the page
// loaded as a signed-in member who has opened the app before (session cookie and stored profile).
//
//   npm run build:web && node bench/slow-phone-load.mjs [--runs 3] [--kbps 400] [--latency 400]
//
// Prints, per run and as the median: first paint (the loading screen in index.html), first contentful paint,
// home usable (the home tab's heading and the tab bar rendered), and the bytes of JavaScript, CSS and the
// rest that went over the wire (compressed size). See bench/README.md; figures in docs/benchmarks.md.
/* global document */ // (in the page's functions, run by the browser)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { freePort, repoRoot, startServer, DEMO_PASSWORD } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    kbps: { type: 'string', default: process.env.BENCH_KBPS ?? '400' },
    latency: { type: 'string', default: process.env.BENCH_LATENCY_MS ?? '400' },
    email: { type: 'string', default: 'member@example.org' },
    // Prints every request of each run: when it started and ended (ms since navigation), bytes, encoding.
    timeline: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const kbps = Number(args.kbps);
const latency = Number(args.latency);

const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist');
const hasBuild = ['index.html', path.join('current', 'index.html')].some((file) =>
  fs.existsSync(path.join(webDist, file)),
);
if (!hasBuild) {
  console.error(`No web build in ${webDist}: run "npm run build:web" first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'congregate-slow-phone-'));
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startServer({
  port,
  env: {
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    HOST: '127.0.0.1',
    ...(process.env.WEB_DIST ? { WEB_DIST: webDist } : {}),
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Signs in through the sign-in page at full speed, so the measured load is a returning member's. */
async function signedInContext() {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.base,
    // The service worker would answer from its cache and hide the network.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(args.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/tabs\/tab7$/);
  await page.locator('main h1').waitFor();
  await page.close();
  return context;
}

/** One throttled load of the home tab; answers its timings (ms since navigation start) and bytes. */
async function measure(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  const types = new Map();
  const encodings = new Map();
  const bytes = { script: 0, stylesheet: 0, other: 0 };
  const timeline = new Map();
  let navigationStart = null;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp }) => {
    navigationStart ??= timestamp;
    timeline.set(requestId, { url: new URL(request.url).pathname, start: timestamp });
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    encodings.set(requestId, encoding ?? 'identity');
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const type = types.get(requestId);
    const kind = type === 'Script' ? 'script' : type === 'Stylesheet' ? 'stylesheet' : 'other';
    bytes[kind] += encodedDataLength;
    const entry = timeline.get(requestId);
    if (entry) Object.assign(entry, { end: timestamp, bytes: encodedDataLength });
  });

  await page.goto('/tabs/tab7', { waitUntil: 'commit' });
  // Usable: the greeting heading of the home tab and the tab bar, both rendered.
  const usable = await page.waitForFunction(
    () => {
      const heading = document.querySelector('main h1');
      const tabs = document.querySelector('footer nav a[href="/tabs/tab7"]');
      return heading && tabs && heading.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  const homeUsable = await usable.jsonValue();
  await page.waitForLoadState('networkidle');
  const paints = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime])),
  );
  const scriptEncodings = new Set(
    [...types]
      .filter(([, type]) => type === 'Script' || type === 'Stylesheet')
      .map(([id]) => encodings.get(id)),
  );
  await page.close();
  if (args.timeline) {
    const at = (t) => Math.round((t - navigationStart) * 1000);
    for (const [id, entry] of timeline) {
      console.log(
        `  ${String(at(entry.start)).padStart(6)} → ${String(entry.end ? at(entry.end) : '…').padStart(6)} ms ` +
          `${kb(entry.bytes ?? 0).padStart(9)} ${(encodings.get(id) ?? '').padEnd(8)} ${entry.url}`,
      );
    }
  }
  return {
    firstPaint: paints['first-paint'],
    firstContentfulPaint: paints['first-contentful-paint'],
    homeUsable,
    bytes,
    encodings: [...scriptEncodings].join(', '),
  };
}

try {
  console.log(
    `Slow phone load of /tabs/tab7 as ${args.email}: ${kbps} kbps down/up, ${latency} ms latency, cache disabled, ` +
      `Pixel 7 viewport; ${runs} runs; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const context = await signedInContext();
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measure(context);
    results.push(result);
    console.log(
      `run ${run}: first paint ${s(result.firstPaint)}, first contentful paint ${s(result.firstContentfulPaint)}, ` +
        `home usable ${s(result.homeUsable)}; JavaScript ${kb(result.bytes.script)}, CSS ${kb(result.bytes.stylesheet)}, ` +
        `other ${kb(result.bytes.other)} (content-encoding of scripts and styles: ${result.encodings})`,
    );
  }
  await context.close();
  const pick = (f) => median(results.map(f));
  console.log(
    `median: first paint ${s(pick((r) => r.firstPaint))}, first contentful paint ${s(pick((r) => r.firstContentfulPaint))}, ` +
      `home usable ${s(pick((r) => r.homeUsable))}; JavaScript ${kb(pick((r) => r.bytes.script))}, ` +
      `CSS ${kb(pick((r) => r.bytes.stylesheet))} over the wire`,
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// `pnpm bench:lighthouse`: Lighthouse 12 with its mobile defaults (simulated throttling,
// a mid-range phone) on the start page, an info page, the login page and two signed-in
// pages, three cold runs each, in Debian's Chromium against the production build served
// by the real server. Prints per page the median performance score, LCP, TBT, CLS and the
// JS bytes transferred. A benchmark that prints figures, not a test.
//
// Run under tsx from e2e (the root script does), after `pnpm build`:
//   pnpm bench:lighthouse [--runs 3] [--web-dir DIR]
// --web-dir measures a deploy already laid out as <dir>/shell and <dir>/mfe/<name>.
// --origin measures a site already running instead, its public pages only: the production
// shape's front (`pnpm prod:local up`, then --origin https://127.0.0.1:8443: HTTP/2, brotli,
// the remotes on their own origins; its self-signed certificate is accepted).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

// The e2e harness: the real server, the deploy it serves, the BankID Mock sign-in.
const { startServer } = await import('../../e2e/src/server.ts');
const { createWebDir } = await import('../../e2e/src/web-dir.ts');
const { chromiumFlags, chromiumPath } = await import('../../e2e/src/browser.ts');
const { CheckedPage } = await import('../../e2e/src/harness.ts');
const { signIn, testPersons } = await import('../../e2e/src/sign-in.ts');
// playwright-core is the e2e package's: resolved from there, not installed twice.
const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))(
  'playwright-core',
);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'web-dir': { type: 'string' },
    // Also print, per run, which element was the largest paint and its phases.
    details: { type: 'boolean', default: false },
    // Only these paths (repeatable), e.g. --page /info/om-oss
    page: { type: 'string', multiple: true },
    origin: { type: 'string' },
  },
});
const runs = Number(options.runs);

const pages = [
  { path: '/', signedIn: false },
  { path: '/info/om-oss', signedIn: false },
  { path: '/login', signedIn: false },
  // The public verify page (issue 31 item 4, the fifth remote): LCP ≤ 1.5 s, score ≥ 95.
  { path: '/verifiera', signedIn: false },
  { path: '/privat/fullmaktsgivare', signedIn: true },
  { path: '/organisation', signedIn: true },
  // The English pages at addresses of their own (issue 33), the same targets as the
  // Swedish. Last: opening an English page keeps English as the browser's choice (a cookie,
  // which Lighthouse's storage reset leaves, as the signed-in pages need), and every page
  // measured after one would be English.
  { path: '/en', signedIn: false },
  { path: '/en/info/om-oss', signedIn: false },
]
  .filter((page) => !options.page || options.page.includes(page.path))
  // A running site's sign-in is not this script's (its test users are the server's own).
  .filter((page) => !(options.origin && page.signedIn));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Debian's Chromium with a debugging port, so Lighthouse and the sign-in share one tab. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'fullmakt-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      // The production shape's certificate is self-signed, made at its start.
      ...(options.origin ? ['--ignore-certificate-errors'] : []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
    },
  );
  const browserURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${browserURL}/json/version`)).ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error('Chromium did not open its debugging port within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    browserURL,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold Lighthouse run in the given tab (its session kept, its HTTP cache emptied). */
async function lighthouseRun(page, url, attempt = 1) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The session lives in this tab's sessionStorage; the cache is emptied above.
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A trace Lighthouse could not read (NO_NAVSTART on a busy machine): that run again.
    if (attempt < 3) {
      return lighthouseRun(page, url, attempt + 1);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audits = lhr.audits;
  const scripts = audits['resource-summary'].details.items.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's own measure of this host's CPU (higher is faster): TBT under simulated
    // throttling scales with it, so figures from hosts or hours that differ are told apart.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: JSON.stringify(audits['largest-contentful-paint-element']?.details?.items ?? []),
    // What moved (--details): each layout shift's element and its share of CLS.
    shifts: (audits['layout-shifts']?.details?.items ?? [])
      .map(
        (item) =>
          `${item.node?.selector ?? item.node?.snippet ?? '?'} ${Number(item.score).toFixed(3)}`,
      )
      .join(', '),
    // Where the blocking time goes (--details): the main thread's long tasks by script.
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .map(
        (task) =>
          `${String(task.url).replace(/^.*\//, '')} ${Math.round(task.duration)} ms @${Math.round(task.startTime)}`,
      )
      .join(', '),
  };
}

const webDir =
  options.origin || options['web-dir'] ? path.resolve(options['web-dir'] ?? '.') : createWebDir();
const server = options.origin
  ? { origin: options.origin.replace(/\/+$/, ''), stop: async () => {} }
  : await startServer({ webDir });
const browser = await startChromium();
const results = [];
try {
  const pptr = await puppeteer.connect({ browserURL: browser.browserURL, defaultViewport: null });
  const playwright = await chromium.connectOverCDP(browser.browserURL);
  const context = playwright.contexts()[0];

  for (const signedIn of [false, true]) {
    if (!pages.some((page) => page.signedIn === signedIn)) {
      continue;
    }
    // One tab per group: the signed-in pages share the session the sign-in left in it.
    const playwrightPage = await context.newPage();
    const marker = `about:blank#lighthouse-${signedIn ? 'signed-in' : 'public'}`;
    await playwrightPage.goto(marker);
    if (signedIn) {
      const checked = new CheckedPage(playwrightPage, context, server.origin, {});
      await signIn(checked, testPersons.anna);
    }
    const tab = (await pptr.pages()).find((candidate) => candidate.url() === playwrightPage.url());
    if (!tab) {
      throw new Error('The tab the sign-in used cannot be found over the debugging port');
    }
    for (const page of pages.filter((p) => p.signedIn === signedIn)) {
      const measured = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await lighthouseRun(tab, server.origin + page.path);
        if (new URL(run.finalUrl).pathname !== page.path) {
          throw new Error(`${page.path} ended at ${run.finalUrl}: not the page asked for`);
        }
        measured.push(run);
        process.stderr.write('.');
        if (options.details) {
          console.info(
            `\n${page.path} run ${i + 1}: LCP ${run.lcp.toFixed(0)} ms, element ${run.lcpElement.slice(0, 300)}\n  långa uppgifter: ${run.longTasks}\n  förskjutningar: ${run.shifts || 'inga'}`,
          );
        }
      }
      results.push({ page, measured });
    }
    await playwrightPage.close();
  }
  await playwright.close().catch(() => undefined);
  await pptr.disconnect();
} finally {
  await browser.stop();
  await server.stop();
  if (!options['web-dir'] && !options.origin) {
    rmSync(webDir, { recursive: true, force: true });
  }
}

const [load1, load5] = loadavg();
console.info(
  `\nLighthouse 12, mobil (simulerad strypning), ${server.origin}, median av ${runs} körningar; belastning ${load1.toFixed(2)} / ${load5.toFixed(2)} (1 / 5 min)\n`,
);
const indexes = results.flatMap(({ measured }) => measured.map((run) => run.benchmarkIndex));
console.info(
  `Värdens CPU enligt Lighthouse (benchmarkIndex, högre är snabbare): median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}\n`,
);
console.info(
  'Sida                                 poäng      LCP      TBT     CLS   JS överfört   (alla körningar: poäng)',
);
for (const { page, measured } of results) {
  const m = (key) => median(measured.map((run) => run[key]));
  console.info(
    `${(page.path + (page.signedIn ? ' (inloggad)' : '')).padEnd(36)} ${String(m('score')).padStart(5)} ${(m('lcp') / 1000).toFixed(2).padStart(6)} s ${m('tbt').toFixed(0).padStart(5)} ms ${m('cls').toFixed(3).padStart(7)} ${(m('jsBytes') / 1024).toFixed(1).padStart(9)} KB   (${measured.map((run) => run.score).join(', ')})`,
  );
}

// `pnpm bench:web`: what Module Federation costs. Builds the same routes twice (federated,
// and as one ordinary bundle that imports every remote's routes directly), loads the start
// page, one page of each remote and /info/nyheter in Chromium with a cold cache, and prints
// per page the gzipped JS (in KB, then in bytes) loaded before first render, the requests
// made before first render, and the ratio federated / single bundle. Also prints the
// remoteEntry sizes with and without the external federation runtime. A benchmark that
// prints figures, not a test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(repoRoot, 'bench', 'web', 'out');
// The e2e harness's own way to start the real server and Debian's Chromium (run under tsx).
const { startServer } = await import('../../e2e/src/server.ts');
const { launchBrowser } = await import('../../e2e/src/browser.ts');

const remotes = ['info', 'privat', 'organisation', 'ombud'];
const pages = [
  { name: 'start /', path: '/' },
  { name: 'mfe-info /info/om-oss', path: '/info/om-oss' },
  // The page with the news items (one file each since issue 34): its own chunk.
  { name: 'mfe-info /info/nyheter', path: '/info/nyheter' },
  { name: 'mfe-privat /privat', path: '/privat' },
  { name: 'mfe-organisation /organisation', path: '/organisation' },
  { name: 'mfe-ombud /privat/ombud', path: '/privat/ombud' },
];

function build(app, outDir, env = {}) {
  const appDir = path.join(repoRoot, app);
  const result = spawnSync(
    path.join(appDir, 'node_modules', '.bin', 'rspack'),
    ['build', '--mode', 'production'],
    {
      cwd: appDir,
      env: { ...process.env, ...env, FULLMAKT_OUT: outDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`build of ${app} failed\n${result.stdout}\n${result.stderr}`);
  }
}

function buildDeploy(name, { singleBundle = false, externalRuntime = true } = {}) {
  const dir = path.join(out, name);
  rmSync(dir, { recursive: true, force: true });
  const env = {
    FULLMAKT_SINGLE_BUNDLE: singleBundle ? '1' : '0',
    FULLMAKT_MF_EXTERNAL_RUNTIME: externalRuntime ? '1' : '0',
  };
  build('shell', path.join(dir, 'shell'), env);
  for (const remote of remotes) {
    if (singleBundle) {
      mkdirSync(path.join(dir, 'mfe', remote), { recursive: true });
    } else {
      build(`mfe-${remote}`, path.join(dir, 'mfe', remote), env);
    }
  }
  return dir;
}

/**
 * Marks the moment the page's own content (the outlet's h1) first appears in the shell's
 * root: React's first render of the page, which is what the JS costs. (On the start page
 * and the info pages the server's prerendered text is painted before any script runs: see
 * `pnpm bench:lighthouse` for what a visitor sees.)
 */
function recordFirstRender() {
  const mark = () => {
    if (document.querySelector('#root main h1') && !window.__firstRender) {
      window.__firstRender = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
}

async function measure(browser, origin, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (/\.m?js(\?|$)/.test(new URL(url).pathname)) {
      try {
        bodies.set(url, gzipSync(await response.body()).length);
      } catch {
        // a redirect or an aborted body has nothing to count
      }
    }
  });
  await page.addInitScript(recordFirstRender);
  await page.goto(origin + pagePath);
  await page.locator('#root main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const { firstRender, resources } = await page.evaluate(() => ({
    firstRender: window.__firstRender,
    resources: performance
      .getEntriesByType('resource')
      .map((r) => ({ name: r.name, start: r.startTime })),
  }));
  const before = resources.filter((r) => r.start <= firstRender && !r.name.endsWith('favicon.svg'));
  const jsBefore = before.filter((r) => /\.m?js(\?|$)/.test(new URL(r.name).pathname));
  const jsGzip = jsBefore.reduce((sum, r) => sum + (bodies.get(r.name) ?? 0), 0);
  await context.close();
  // +1: the HTML document itself.
  return { requests: before.length + 1, jsGzip, firstRenderMs: firstRender };
}

function entrySizes(deployDir) {
  return remotes.map((remote) => {
    const file = path.join(deployDir, 'mfe', remote, 'remoteEntry.js');
    return { remote, raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.info('Bygger: federerad, en enda bunt, och federerad utan extern runtime ...');
const federated = buildDeploy('federated');
const single = buildDeploy('single', { singleBundle: true });
const ownRuntime = buildDeploy('own-runtime', { externalRuntime: false });

const browser = await launchBrowser();
const results = {};
for (const [label, dir] of [
  ['federated', federated],
  ['single', single],
]) {
  const server = await startServer({ webDir: dir });
  try {
    results[label] = {};
    for (const p of pages) {
      // Median of three cold loads, so one slow start does not decide the figure.
      const runs = [];
      for (let i = 0; i < 3; i += 1) {
        runs.push(await measure(browser, server.origin, p.path));
      }
      runs.sort((a, b) => a.firstRenderMs - b.firstRenderMs);
      results[label][p.path] = runs[1];
    }
  } finally {
    await server.stop();
  }
}
await browser.close();

console.info(
  '\nSida                               JS gz federerad  JS gz en bunt  kvot   anrop fed.  anrop bunt  första rendering fed./bunt',
);
for (const p of pages) {
  const f = results.federated[p.path];
  const s = results.single[p.path];
  console.info(
    `${p.name.padEnd(34)} ${kb(f.jsGzip).padStart(15)} ${kb(s.jsGzip).padStart(14)} ${(f.jsGzip / s.jsGzip).toFixed(2).padStart(5)}x ${String(f.requests).padStart(11)} ${String(s.requests).padStart(11)}   ${f.firstRenderMs.toFixed(0)} / ${s.firstRenderMs.toFixed(0)} ms`,
  );
}

// The same figures in bytes, to compare two builds byte for byte (issue 34: 0 bytes added).
console.info('\nSida                               JS gz federerad (byte)  JS gz en bunt (byte)');
for (const p of pages) {
  console.info(
    `${p.name.padEnd(34)} ${String(results.federated[p.path].jsGzip).padStart(22)} ${String(results.single[p.path].jsGzip).padStart(21)}`,
  );
}

console.info('\nremoteEntry.js   extern runtime (rå / gz)   egen runtime (rå / gz)');
const withExternal = entrySizes(federated);
const withOwn = entrySizes(ownRuntime);
for (const [i, e] of withExternal.entries()) {
  const o = withOwn[i];
  console.info(
    `mfe-${e.remote.padEnd(13)} ${`${kb(e.raw)} / ${kb(e.gzip)}`.padStart(24)}   ${`${kb(o.raw)} / ${kb(o.gzip)}`.padStart(22)}`,
  );
}

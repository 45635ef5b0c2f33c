// `pnpm bench:deploy`: a remote deployed under load (issue 29's target). Two server
// processes share one deployment file and one releases folder; for 60 s they take 50
// requests a second between them (pages, /remotes.json, the runtime config, and the
// manifest and entry of the release /remotes.json names at that moment), while a Chromium
// tab stays open on a page of mfe-info. At 20 s `deploy:set` puts release N+1 of mfe-info
// live; at 40 s the tab opens a page whose chunk it has not loaded. Prints the failed
// requests (no answer, or any status of 400 or more), the tab's console errors, the time
// until both processes served N+1, and the load averages. A measurement, not a test: it
// takes over a minute, so it is in no test run. Exit code 1 when a target is missed.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

// The e2e harness's own ways to start the real server, make releases and open Chromium.
const { startServer } = await import('../../e2e/src/server.ts');
const { launchBrowser } = await import('../../e2e/src/browser.ts');
const { createWebDir } = await import('../../e2e/src/web-dir.ts');
const { copyDefaultDeploymentFile, makeRelease, startDeployCli } =
  await import('../../e2e/src/releases.ts');

const ratePerSecond = Number(process.env.BENCH_RATE ?? 50);
const durationMs = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const deployAtMs = durationMs / 3;
const navigateAtMs = (2 * durationMs) / 3;
/** Requests that may wait for an answer at once: past it the load slows, and says so. */
const maxInFlight = 64;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const log = (line) => console.info(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-bench-deploy-'));
const releasesDir = path.join(work, 'releases');
const deployDir = path.join(work, 'deploy');
log(`building releases N and N+1 of mfe-info (load ${load()})`);
makeRelease('mfe-info', 'n', { releasesDir, label: 'N' });
makeRelease('mfe-info', 'n-plus-1', { releasesDir, label: 'N+1' });
const deploymentFile = copyDefaultDeploymentFile(deployDir, 'bench');
const webDir = createWebDir();
const env = { FULLMAKT_RELEASES_DIR: releasesDir, FULLMAKT_REMOTES_FILE: deploymentFile };
const servers = [await startServer({ webDir, env }), await startServer({ webDir, env })];
const origins = servers.map((server) => server.origin);
const deploy = (version) =>
  startDeployCli(['set', 'bench', 'mfe_info', version, '--why', 'bench:deploy'], {
    deployDir,
    site: origins[0],
  });

const browser = await launchBrowser();
const consoleErrors = [];
try {
  const first = await deploy('n');
  if (first.status !== 0) {
    throw new Error(first.out);
  }

  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.goto(`${origins[0]}/info`);
  await page.locator('.build-label', { hasText: 'Version N' }).waitFor({ timeout: 30_000 });
  log(`tab open on /info, release N (load ${load()})`);

  /** What a browser asks for: the release's files as /remotes.json names them now. */
  let manifest = '/releases/mfe-info/n/mf-manifest.json';
  const targets = (n) => {
    const release = manifest.replace(/mf-manifest\.json$/, '');
    return [
      '/info',
      '/info/om-oss',
      '/remotes.json',
      '/api/konfiguration',
      manifest,
      `${release}remoteEntry.js`,
    ][n % 6];
  };

  const latencies = [];
  const failures = [];
  let sent = 0;
  let skipped = 0;
  let inFlight = 0;
  const pending = new Set();
  const started = Date.now();
  const at = (ms) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));

  const deployed = (async () => {
    await at(deployAtMs);
    const loadAtDeploy = load();
    const t0 = Date.now();
    const result = await deploy('n-plus-1');
    const cliMs = Date.now() - t0;
    if (result.status !== 0) {
      failures.push(`deploy:set failed: ${result.out}`);
      return { cliMs, servedMs: NaN, loadAtDeploy };
    }
    for (;;) {
      const answers = await Promise.all(
        origins.map(
          async (origin) => (await (await fetch(`${origin}/remotes.json`)).json()).remotes.mfe_info,
        ),
      );
      if (answers.every((answer) => answer.includes('/n-plus-1/'))) {
        const servedMs = Date.now() - t0 - cliMs;
        log(
          `deploy:set N+1 took ${cliMs} ms; served by both ${servedMs} ms later (load ${loadAtDeploy})`,
        );
        return { cliMs, servedMs, loadAtDeploy };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const navigated = (async () => {
    await at(navigateAtMs);
    // A page of the release the tab loaded (N) whose chunk it has not loaded yet.
    await page.getByRole('main').getByRole('link', { name: 'Om oss' }).click();
    await page.getByRole('heading', { level: 1, name: 'Om oss' }).waitFor({ timeout: 30_000 });
    const label = await page.locator('.build-label').textContent();
    log(`tab navigated in-app to /info/om-oss on "${label}" (load ${load()})`);
    return label;
  })();

  for (let n = 0; Date.now() - started < durationMs; n += 1) {
    await at((n * 1000) / ratePerSecond);
    if (inFlight >= maxInFlight) {
      skipped += 1;
      continue;
    }
    const origin = origins[n % origins.length];
    const target = targets(n);
    const t0 = Date.now();
    inFlight += 1;
    sent += 1;
    const request = fetch(`${origin}${target}`, {
      headers: { accept: target.includes('.') ? '*/*' : 'text/html' },
    })
      .then(async (response) => {
        const body = await response.text();
        latencies.push(Date.now() - t0);
        if (response.status >= 400) {
          failures.push(`${response.status} ${origin}${target}`);
        } else if (target === '/remotes.json') {
          manifest = JSON.parse(body).remotes.mfe_info;
        }
      })
      .catch((error) => failures.push(`no answer ${origin}${target}: ${error.message}`))
      .finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
  }
  await Promise.all(pending);
  const elapsed = (Date.now() - started) / 1000;
  const deployFigures = await deployed;
  const labelAfter = await navigated;

  // A full page load of the open tab gets N+1.
  await page.reload();
  await page.locator('.build-label', { hasText: 'Version N+1' }).waitFor({ timeout: 30_000 });
  await page.close();

  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  console.info(
    [
      '',
      `requests: ${sent} in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(1)}/s asked ${ratePerSecond}/s; ${skipped} not sent, ${maxInFlight} in flight)`,
      `failed requests: ${failures.length}`,
      ...failures.slice(0, 20).map((line) => `  ${line}`),
      `latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${latencies.at(-1)}`,
      `deploy:set ${deployFigures.cliMs} ms, then served by both processes within ${deployFigures.servedMs} ms (load at deploy ${deployFigures.loadAtDeploy})`,
      `tab across the deploy: stayed on "${labelAfter}", a reload got N+1; console errors: ${consoleErrors.length}`,
      ...consoleErrors.map((line) => `  ${line}`),
      `load average at the end: ${load()}`,
    ].join('\n'),
  );
  process.exitCode = failures.length === 0 && consoleErrors.length === 0 && skipped === 0 ? 0 : 1;
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}

// Faults through the production shape's front (issue 30 item 3), under 50 requests a
// second through nginx: a rolling restart of the two server processes, one of them killed
// outright, Redis away, and a remote deployed (the deployment file changed). None may cost
// a failed request: nginx sends what a stopped process does not take to the other, the rate
// limits count in each process while Redis is away, and a deploy restarts nothing
// (README "Production shape").
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, shape, test } from '../src/prod-fixtures';
import { repoRoot } from '../src/paths';
import { startLoad, type LoadResult } from '../src/prod-load';

const rate = 50;

/** One step of the operator's, waited for without stopping the load (never spawnSync). */
async function prodLocal(...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/prod-local.mjs', ...args], {
    cwd: repoRoot,
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function report(what: string, result: LoadResult): void {
  console.info(
    `${what}: ${result.sent} anrop på ${result.seconds.toFixed(0)} s (${(result.sent / result.seconds).toFixed(0)}/s), ${result.failed.length} misslyckade, belastning ${result.load}`,
  );
}

test.describe('production shape: faults under load through the front', () => {
  test.describe.configure({ mode: 'serial' });

  test('a rolling restart of both server processes: no request fails', async () => {
    const load = startLoad(shape.shellOrigin, shape.certFile, rate);
    await pause(3_000);
    await prodLocal('restart-server', '0');
    await pause(2_000);
    await prodLocal('restart-server', '1');
    await pause(3_000);
    const result = await load.stop();
    report('Rullande omstart', result);
    // The load ran through the fault at close to its rate (not paused by it).
    expect(result.sent / result.seconds).toBeGreaterThan(rate * 0.8);
    expect(result.failed).toEqual([]);
  });

  test('one server process killed: nginx moves its traffic to the other', async () => {
    const load = startLoad(shape.shellOrigin, shape.certFile, rate);
    await pause(3_000);
    await prodLocal('kill-server', '0');
    await pause(5_000);
    const result = await load.stop();
    await prodLocal('start-server', '0');
    report('En process dödad', result);
    // The load ran through the fault at close to its rate (not paused by it).
    expect(result.sent / result.seconds).toBeGreaterThan(rate * 0.8);
    expect(result.failed).toEqual([]);
  });

  test('Redis away for 8 s: every request is served, and each process says so in its log', async () => {
    const logs = () =>
      [0, 1]
        .map((n) => readFileSync(path.join(repoRoot, '.prod-local', `server-${n}.log`), 'utf8'))
        .join('\n');
    const away = 'Redis för hastighetsgränserna svarar inte; gränserna räknas i varje process';
    const before = logs().split(away).length;
    const load = startLoad(shape.shellOrigin, shape.certFile, rate);
    await pause(2_000);
    await prodLocal('stop-redis');
    await pause(8_000);
    await prodLocal('start-redis');
    await pause(2_000);
    const result = await load.stop();
    report('Redis borta', result);
    expect(result.sent / result.seconds).toBeGreaterThan(rate * 0.8);
    expect(result.failed).toEqual([]);
    expect(logs().split(away).length).toBeGreaterThan(before);
  });

  test('a remote deployed and rolled back: no request fails, pages load the new release', async ({
    openPage,
  }) => {
    const info = shape.remotes.find((remote) => remote.app === 'mfe-info');
    expect(info).toBeDefined();
    const next = `${shape.version}-2`;
    // Built before the load: the deploy is the deployment file's change, as in production.
    await prodLocal('release-remote', 'mfe-info', next);
    const load = startLoad(shape.shellOrigin, shape.certFile, rate);
    await pause(2_000);
    await prodLocal('deploy-remote', 'mfe-info', next);
    await pause(2_000);
    // A page loaded now takes mfe-info from the new release on its origin.
    const p = await openPage();
    const fromNext = p.page.waitForRequest((r) => r.url().startsWith(`${info?.origin}/${next}/`));
    await p.visit('/info/om-oss');
    await fromNext;
    await expect(p.page.getByRole('heading', { level: 1 })).toBeVisible();
    await prodLocal('deploy-remote', 'mfe-info', shape.version);
    await pause(2_000);
    const result = await load.stop();
    report('Remote driftsatt och tillbakarullad', result);
    expect(result.sent / result.seconds).toBeGreaterThan(rate * 0.8);
    expect(result.failed).toEqual([]);
  });
});

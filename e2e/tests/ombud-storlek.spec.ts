// The budget (issue 12): mfe-ombud's own JavaScript on /privat/ombud/dela/behorighet
// is at most 35 KB gzipped. The page is loaded cold (a reload without the HTTP cache, the
// share in progress kept in sessionStorage) and every JavaScript answer under /mfe/ombud/ is gzipped and
// summed; what the remote takes from the shared singletons (the shell provides them) is not
// its own.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { test } from '../src/fixtures';
import { annaGerAli, idag, nastaAr, oppnaMottagen, period } from '../src/ombud-journey';
import { testPersons } from '../src/sign-in';

const BUDGET_BYTES = 35 * 1024;
const tom = `${nastaAr}-09-30`;

test.describe('ombud: the size of its own JavaScript', () => {
  test('is at most 35 KB gzipped on /privat/ombud/dela/behorighet', async ({ openPage }) => {
    await annaGerAli(await openPage(), idag, tom);
    const p = await openPage();
    await oppnaMottagen(p, testPersons.ali, period(idag, tom));
    await p.page.getByRole('button', { name: 'Dela vidare' }).click();
    await p.shows('Fullmaktshavare och giltighetstid');
    await p.page.getByLabel('Personnummer för fullmaktshavare 1').fill('19900730-2426');
    await p.page.getByRole('button', { name: 'Nästa' }).click();
    await p.shows('Behörigheter');

    const svar: Response[] = [];
    p.page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/mfe/ombud/')) {
        svar.push(r);
      }
    });
    // Cold: nothing from the HTTP cache, every file is fetched with its body.
    const cdp = await p.context.newCDPSession(p.page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await p.page.reload();
    await p.shows('Behörigheter');
    // A redirect (the unhashed entry to its file, say) carries no body; its target is counted.
    const js = svar.filter((r) => r.status() === 200 && new URL(r.url()).pathname.endsWith('.js'));
    const omdirigerade = svar
      .filter((r) => r.status() >= 300 && r.status() < 400)
      .map((r) => `${r.status()} ${r.url()}`);
    const storlekar = await Promise.all(
      js.map(async (r) => ({
        fil: new URL(r.url()).pathname,
        gzip: gzipSync(await r.body(), { level: 9 }).length,
      })),
    );
    const summa = storlekar.reduce((s, f) => s + f.gzip, 0);
    console.info(
      `mfe-ombud JS på /privat/ombud/dela/behorighet: ${(summa / 1024).toFixed(1)} KB gzip`,
      storlekar,
      omdirigerade,
    );
    assert.ok(js.length > 0, 'the remote’s JavaScript was loaded');
    assert.ok(summa <= BUDGET_BYTES, `${summa} B > ${BUDGET_BYTES} B`);
  });
});

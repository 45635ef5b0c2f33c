import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { test } from '../src/fixtures';
import {
  tillOrganisationer,
  tillSigneringssteget,
  valjOrganisation,
} from '../src/organisation-journey';
import { testPersons } from '../src/sign-in';

/** Issue 11's target: mfe-organisation's own JS on the signatory step, gzipped. */
const GRANS = 40 * 1024;

test.describe("organisation: the remote's own JavaScript stays small", () => {
  test('loads at most 40 KB gzipped of mfe-organisation on /organisation/fullmaktsgivare/skapa/signering', async ({
    openPage,
  }) => {
    const p = await openPage();
    // Every JS body served from the remote's folder, gzipped as a CDN would send it.
    // Each body is read as it arrives; all are awaited before the sum, so a body still being
    // read when the network goes quiet is counted, not left out of the budget.
    const storlekar = new Map<string, number>();
    const lasta: Promise<void>[] = [];
    p.page.on('response', (svar) => {
      const url = new URL(svar.url());
      if (url.pathname.startsWith('/mfe/organisation/') && url.pathname.endsWith('.js')) {
        lasta.push(
          svar.body().then((kropp) => {
            storlekar.set(url.pathname, gzipSync(kropp).length);
          }),
        );
      }
    });
    await tillOrganisationer(p, testPersons.erik);
    await valjOrganisation(p, 'Nordisk Byggteknik AB');
    await tillSigneringssteget(p, `${new Date().getFullYear() + 1}-08-15`);
    await p.page.waitForLoadState('networkidle');
    await Promise.all(lasta);
    const summa = [...storlekar.values()].reduce((a, b) => a + b, 0);
    console.info(
      `mfe-organisation JS (gzip) på skapa/signering: ${(summa / 1024).toFixed(1)} KB i ${storlekar.size} filer: ${[...storlekar].map(([f, s]) => `${f} ${(s / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    assert.ok(storlekar.size > 0, 'the remote was loaded');
    assert.ok(summa <= GRANS, `${summa} bytes > ${GRANS}`);
  });
});

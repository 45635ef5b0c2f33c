import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildRemote } from '../src/build-remote';
import { expect, siteForThisFile, test, withPage } from '../src/fixtures';
import { signIn } from '../src/sign-in';
import { redeployRemote } from '../src/web-dir';

const site = siteForThisFile();

function snapshot(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`)
    .sort();
}

test.describe('composition: a remote redeployed while the server runs', () => {
  test('is picked up on the next page load, with no rebuild or restart of the shell', async () => {
    await withPage(site, async (p) => {
      // The last step visits /privat, which needs a session.
      await signIn(p);
      await p.visit('/info/nyheter');
      assert.equal(await p.page.locator('.build-label').count(), 0);
      const shellBefore = snapshot(path.join(site.webDir, 'shell'));

      const label = `omdeploy-${Date.now()}`;
      redeployRemote(site.webDir, 'info', buildRemote('info', { FULLMAKT_BUILD_LABEL: label }));

      await p.page.reload();
      await p.settled();
      await expect(p.page.getByText(`Version ${label}`)).toBeVisible();
      assert.deepEqual(
        snapshot(path.join(site.webDir, 'shell')),
        shellBefore,
        'the shell was not touched',
      );
      // Other remotes are untouched by the deploy and still show no label.
      // /privat passes on to the overview of the one possible grantor (issue 36 item 21).
      await p.visit('/privat/fullmaktsgivare');
      assert.equal(await p.page.locator('.build-label').count(), 0);
    });
  });
});

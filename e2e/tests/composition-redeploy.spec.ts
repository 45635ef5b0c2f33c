import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildRemote } from '../src/build-remote';
import { expect, test } from '../src/fixtures';
import { testPersons } from '../src/sign-in';
import { redeployRemote } from '../src/web-dir';

function snapshot(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`)
    .sort();
}

test.describe('composition: a remote redeployed while the server runs', () => {
  test('is picked up on the next page load, with no rebuild or restart of the shell', async ({
    site,
    signedInAs,
  }) => {
    // The last step visits /privat, which needs a session.
    const p = await signedInAs(testPersons.anna);
    await p.visit('/info/nyheter');
    await expect(p.page.locator('.build-label')).toHaveCount(0);
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
    await expect(p.page.locator('.build-label')).toHaveCount(0);
  });
});

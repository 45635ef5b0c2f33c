// A page that does not exist answers 404 through the production shape's front (issue 29
// item 7), where each remote has an origin of its own: each server process fetches the
// routes each release declares (its routes.json, beside its manifest) from that origin, and
// answers an address under the remote's prefix that none of them matches with the same page
// and status 404. Every route a release declares answers 200.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, shape, test } from '../src/prod-fixtures';
import { repoRoot } from '../src/paths';

/** Under every prefix the deployment file names (server/deploy/remotes.json), and none. */
const missing = [
  '/finns-inte',
  '/info/finns-inte',
  '/privat/finns-inte',
  '/privat/fullmaktsgivare/finns-inte',
  '/privat/ombud/finns-inte',
  '/organisation/finns-inte',
  '/organisation/ombud/finns-inte',
  '/verifiera/finns-inte',
];

test.describe('production shape: a page that does not exist', () => {
  test('answers 404 with the page under every prefix of a remote on its own origin, 200 for every declared route', async ({
    request,
  }) => {
    const status = async (address: string): Promise<number> =>
      (await request.get(`${shape.shellOrigin}${address}`)).status();
    // Each process fetches the routes at its start (and every 5 s until it has them): then
    // six requests for each address, whichever process answers each, are all 404.
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(
            missing.flatMap((address) => Array.from({ length: 6 }, () => status(address))),
          );
          return answers.every((answer) => answer === 404);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    for (const address of missing) {
      const response = await request.get(`${shape.shellOrigin}${address}`);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['content-type'], address).toContain('text/html');
      expect(await response.text(), address).toContain('<div id="root">');
    }

    // What each release declares, read from the release on its origin, as the servers do.
    const declared = JSON.parse(
      readFileSync(path.join(repoRoot, 'shell', 'dist', 'routes.json'), 'utf8'),
    ) as { routes: string[] };
    const routes = [...declared.routes];
    for (const remote of shape.remotes) {
      const release = await request.get(`${remote.origin}/${shape.version}/routes.json`);
      expect(release.status(), remote.app).toBe(200);
      routes.push(...((await release.json()) as { routes: string[] }).routes);
    }
    expect(routes.length, `${routes.length} routes declared`).toBeGreaterThan(40);
    for (const route of routes) {
      expect(await status(route), route).toBe(200);
    }
  });

  test('shows the not-found page in the browser under /info/ and /privat/', async ({
    openPage,
  }) => {
    const p = await openPage();
    for (const address of ['/info/finns-inte', '/privat/finns-inte']) {
      await p.visitMissing(address);
      await expect(p.page.locator('main h1')).toHaveText('Sidan finns inte');
    }
  });
});

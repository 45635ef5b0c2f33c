import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../src/fixtures';
import { signIn } from '../src/sign-in';
import { startServer, type RunningServer } from '../src/server';

/** A second server on another origin plays the CDN that hosts mfe-ombud. */
let remoteHost: RunningServer | undefined;
/**
 * Its origin under another host name, as a CDN has: cookies are per host, not per port, so
 * on `localhost` the second server's XSRF cookie would replace the site's and the site's
 * API calls (the ombud overview makes some) would be refused.
 */
const annanVard = (origin: string) => origin.replace('//localhost:', '//127.0.0.1:');

test.use({
  siteOptions: {
    prepare: async (webDir) => {
      remoteHost = await startServer({ webDir });
      const deploymentFile = path.join(webDir, 'remotes.cross-origin.json');
      writeFileSync(
        deploymentFile,
        JSON.stringify({
          remotes: {
            mfe_info: '/mfe/info/mf-manifest.json',
            mfe_privat: '/mfe/privat/mf-manifest.json',
            mfe_organisation: '/mfe/organisation/mf-manifest.json',
            mfe_ombud: `${annanVard(remoteHost.origin)}/mfe/ombud/mf-manifest.json`,
          },
        }),
      );
      return { FULLMAKT_REMOTES_FILE: deploymentFile };
    },
  },
});

test.afterAll(async () => {
  await remoteHost?.stop();
});

test.describe('composition: a remote served from another origin', () => {
  test('loads under the strict CSP, which allows that origin', async ({ site, openPage }) => {
    const response = await fetch(`${site.origin}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(
      csp,
      new RegExp(`script-src 'self' ${remoteHost ? annanVard(remoteHost.origin) : 'missing'}`),
    );
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);

    const p = await openPage();
    const fromRemoteHost: string[] = [];
    p.page.on('response', (r) => {
      if (remoteHost && r.url().startsWith(annanVard(remoteHost.origin))) {
        fromRemoteHost.push(new URL(r.url()).pathname);
      }
    });
    await signIn(p);
    await p.visit('/privat/ombud');
    await expect(p.page.locator('main h1')).toHaveText('Fullmakter du har fått');
    assert.ok(
      fromRemoteHost.includes('/mfe/ombud/mf-manifest.json'),
      'manifest fetched cross-origin',
    );
    assert.ok(fromRemoteHost.includes('/mfe/ombud/remoteEntry.js'), 'entry loaded cross-origin');
  });
});

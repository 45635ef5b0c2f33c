import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteForThisFile, withPage } from '../src/harness';

/** The operator's maintenance file; the server reads it again on every request. */
const driftinfoFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'fullmakt-drift-')),
  'driftinfo.json',
);
const meddelande = 'Vi uppdaterar tjänsten i kväll. Inloggningen är stängd under tiden.';

const site = siteForThisFile({
  prepare: async () => {
    writeFileSync(driftinfoFile, JSON.stringify({ login: false, meddelande }));
    return { FULLMAKT_DRIFTINFO_FILE: driftinfoFile };
  },
});

describe('shell: maintenance message with login off', () => {
  it('shows the message as a banner on every page and hides the login', async () => {
    await withPage(site, async (p) => {
      await p.visit('/');
      const banner = p.page.getByRole('status').filter({ hasText: meddelande });
      assert.equal(await banner.isVisible(), true);
      assert.equal(
        await p.page.getByRole('banner').getByRole('link', { name: 'Logga in' }).count(),
        0,
      );

      await p.visit('/login');
      assert.equal(await banner.isVisible(), true);
      assert.equal(
        await p.page.getByText('Inloggningen är tillfälligt avstängd.').isVisible(),
        true,
      );
      assert.equal(await p.page.getByRole('button', { name: 'BankID Mock' }).count(), 0);
    });
  });

  it('offers login again once the operator switches it back on', async () => {
    await withPage(site, async (p) => {
      writeFileSync(driftinfoFile, JSON.stringify({ login: true }));
      await p.visit('/');
      assert.equal(await p.page.getByText(meddelande).count(), 0);
      await p.page.getByRole('banner').getByRole('link', { name: 'Logga in' }).waitFor();
    });
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, siteForThisFile, test, withPage } from '../src/fixtures';

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

test.describe('shell: maintenance message with login off', () => {
  test('shows the message as a banner on every page and hides the login', async () => {
    await withPage(site, async (p) => {
      await p.visit('/');
      const banner = p.page.getByRole('status').filter({ hasText: meddelande });
      await expect(banner).toBeVisible();
      assert.equal(
        await p.page.getByRole('banner').getByRole('link', { name: 'Logga in' }).count(),
        0,
      );

      await p.visit('/login');
      await expect(banner).toBeVisible();
      await expect(p.page.getByText('Inloggningen är tillfälligt avstängd.')).toBeVisible();
      assert.equal(await p.page.getByRole('button', { name: 'BankID Mock' }).count(), 0);
    });
  });

  test('offers login again once the operator switches it back on', async () => {
    await withPage(site, async (p) => {
      writeFileSync(driftinfoFile, JSON.stringify({ login: true }));
      await p.visit('/');
      assert.equal(await p.page.getByText(meddelande).count(), 0);
      await expect(
        p.page.getByRole('banner').getByRole('link', { name: 'Logga in' }),
      ).toBeVisible();
    });
  });
});

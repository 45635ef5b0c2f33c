import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../src/fixtures';

/** The operator's maintenance file; the server reads it again on every request. */
const driftinfoFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'fullmakt-drift-')),
  'driftinfo.json',
);
const meddelande = 'Vi uppdaterar tjänsten i kväll. Inloggningen är stängd under tiden.';

test.use({
  siteOptions: {
    prepare: async () => {
      writeFileSync(driftinfoFile, JSON.stringify({ login: false, meddelande }));
      return { FULLMAKT_DRIFTINFO_FILE: driftinfoFile };
    },
  },
});

test.describe('shell: maintenance message with login off', () => {
  test('shows the message as a banner on every page and hides the login', async ({ openPage }) => {
    const p = await openPage();
    await p.visit('/');
    const banner = p.page.getByRole('status').filter({ hasText: meddelande });
    await expect(banner).toBeVisible();
    await expect(p.page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toHaveCount(0);

    await p.visit('/login');
    await expect(banner).toBeVisible();
    await expect(p.page.getByText('Inloggningen är tillfälligt avstängd.')).toBeVisible();
    await expect(p.page.getByRole('button', { name: 'BankID Mock' })).toHaveCount(0);
  });

  test('offers login again once the operator switches it back on', async ({ openPage }) => {
    const p = await openPage();
    writeFileSync(driftinfoFile, JSON.stringify({ login: true }));
    await p.visit('/');
    await expect(p.page.getByText(meddelande)).toHaveCount(0);
    await expect(p.page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { ensurePoppler } from '../testing/poppler';
import { qrOfPdf, textOfPdf } from '../testing/read-pdf';
import { filledOnwardShare, signed, signedPrivatePower } from '../testing/signed-power';
import { startTestApp, testPublicUrl, type TestApp } from '../testing/test-app';

const skipReason = ensurePoppler();
if (skipReason) {
  console.info(`Hoppar över PDF-testerna: ${skipReason}`);
}

let t: TestApp;
let dir: string;
beforeEach(async () => {
  t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
    settings: { rateLimit: { login: 60, signing: 60, lookup: 60, verify: 1000 } },
  });
  dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-pdf-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pdfUrl = (power: Fullmakt) => fyllSokvag(API_ROUTES.fullmaktPdf.path, { id: power.id });

async function pdfOf(as: string, power: Fullmakt, sprak?: 'en'): Promise<Buffer> {
  const answer = await t.call(as, {
    method: 'GET',
    url: pdfUrl(power),
    ...(sprak === undefined ? {} : { headers: { 'accept-language': sprak } }),
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['cache-control']).toBe('no-store');
  return answer.rawPayload;
}

// Rendering a page and reading its QR code takes seconds on a loaded machine.
describe.skipIf(skipReason !== undefined)(
  'the PDF of a power (issue 31 item 3)',
  { timeout: 60_000 },
  () => {
    it('holds every fact of the power, in Swedish, with its title and language set', async () => {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const pdf = await pdfOf(p.anna, power);
      expect(pdf.length).toBeLessThanOrEqual(200 * 1024);
      const text = textOfPdf(pdf).replace(/\s+/g, ' ');
      const havare = power.fullmaktshavare[0];
      for (const fact of [
        `Fullmakt: ${power.rubrik}`,
        'Klar och skickad till tredje man',
        power.id,
        `${power.tredjeman.namn ?? ''} (${power.tredjeman.id})`,
        power.ursprung.mall.id,
        '2026-03-02 till och med 2026-12-31',
        `${power.fullmaktsgivare.fornamn ?? ''} ${power.fullmaktsgivare.namn ?? ''} (${p.anna})`,
        'Privat',
        `${havare?.fornamn ?? ''} ${havare?.namn ?? ''} (${p.lena})`,
        ...power.behorigheter.map((b) => b.rubrik),
        'Fullmaktshavaren får dela fullmakten vidare.',
        'skrev under 2 mars 2026 kl. 10.00',
        'Fullmakten blev helt underskriven och lämnades till tredje man',
        'Koden kan kontrolleras till och med 2027-03-03.',
      ]) {
        expect(text, fact).toContain(fact);
      }
      writeFileSync(path.join(dir, 'f.pdf'), pdf);
      const info = execFileSync('pdfinfo', [path.join(dir, 'f.pdf')], { encoding: 'utf8' });
      expect(info).toMatch(/Title:\s+Fullmakt: /);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
      expect(info).toMatch(/Tagged:\s+yes/);
      expect(pdf.toString('latin1')).toContain('/Lang (sv-SE)');
    });

    it('is in the language of the request that downloads it (issue 33 item 4)', async () => {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const pdf = await pdfOf(p.anna, power, 'en');
      const text = textOfPdf(pdf).replace(/\s+/g, ' ');
      for (const fact of [
        `Power of attorney: ${power.rubrik}`,
        'Done and sent to the third party',
        'Number of the power of attorney',
        '2026-03-02 up to and including 2026-12-31',
        'The grantor gives the power of attorney as: Private',
        'The holder may share the power of attorney onward.',
        'signed 2 March 2026 at 10:00',
        'History in brief',
        'The code can be verified up to and including 2027-03-03.',
      ]) {
        expect(text, fact).toContain(fact);
      }
      // Nothing of the service's Swedish is left (the power's own data, its heading and
      // permissions as written, is not the service's text).
      for (const swedish of ['Fullmaktens nummer', 'skrev under', 'Giltighet', ' Privat ', 'kl.']) {
        expect(text, swedish).not.toContain(swedish);
      }
      expect(pdf.toString('latin1')).toContain('/Lang (en-GB)');
    });

    it('carries a QR code whose verify URL the verify API answers GILTIG, and the holder gets it too', async () => {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const url = qrOfPdf(await pdfOf(p.lena, power)) ?? '';
      expect(url).toMatch(new RegExp(`^${testPublicUrl}/verifiera#[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
      const kod = url.split('#')[1] ?? '';
      const answer = await t.call(null, {
        method: 'POST',
        url: API_ROUTES.verifiera.path,
        payload: { kod },
      });
      expect(answer.json()).toMatchObject({ utfall: 'GILTIG', fullmakt: { rubrik: power.rubrik } });
    });

    it('names an onward share’s origin', async () => {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const share = await signed(
        t,
        p.lena,
        await filledOnwardShare(t, p.lena, power, {
          holders: [p.maria],
          behorigheter: ['fordon.se'],
        }),
      );
      const text = textOfPdf(await pdfOf(p.maria, share)).replace(/\s+/g, ' ');
      expect(text).toContain(
        `Fullmakten är delad vidare (led 1) från fullmakten med nummer: ${power.id}`,
      );
      expect(text).toContain('Fullmaktshavaren får inte dela fullmakten vidare.');
    });

    it('is refused (404) to anyone but the grantor side and the holders, and for a draft', async () => {
      const power = await signedPrivatePower(t, p.anna, p.lena);
      const other = p.erik;
      expect((await t.call(other, { method: 'GET', url: pdfUrl(power) })).statusCode).toBe(404);
      expect((await t.call(null, { method: 'GET', url: pdfUrl(power) })).statusCode).toBe(401);
    });
  },
);

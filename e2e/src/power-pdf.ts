import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
// The server's own PDF reader (poppler-utils and jsQR), shared with its PDF test: it needs
// nothing of the server, and one copy reads the QR code the same way everywhere.
import { ensurePoppler } from '../../server/src/testing/poppler';
import { qrOfPdf, textOfPdf } from '../../server/src/testing/read-pdf';
import type { CheckedPage } from './harness';

/** Why the PDF tests cannot run here (no poppler-utils and no root to install them), or undefined. */
export const popplerSaknas = ensurePoppler();

export { textOfPdf };

/**
 * Clicks "Ladda ned som PDF" on the power's page that is open, as a user does, and returns
 * the file the browser saved: the answer is checked to be a PDF (type, no caching) and the
 * download to be named after the power.
 */
export async function laddaNedPdf(p: CheckedPage, fullmaktId: string): Promise<Buffer> {
  const [svar, nedladdning] = await Promise.all([
    p.page.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith(`/fullmakter/${fullmaktId}/pdf`),
    ),
    p.page.waitForEvent('download'),
    p.page.getByRole('button', { name: 'Ladda ned som PDF' }).click(),
  ]);
  expect(svar.status()).toBe(200);
  expect(svar.headers()['content-type']).toBe('application/pdf');
  expect(nedladdning.suggestedFilename()).toBe(`fullmakt-${fullmaktId}.pdf`);
  const pdf = readFileSync(await nedladdning.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdf;
}

/** The verify link in the PDF's QR code: the path and fragment to open on the site. */
export function verifieringslankI(pdf: Buffer, origin: string): string {
  const url = new URL(qrOfPdf(pdf) ?? 'saknas:');
  expect(url.origin, 'the QR code points at this site').toBe(origin);
  expect(url.pathname).toBe('/verifiera');
  expect(url.hash.length, 'the code is in the fragment').toBeGreaterThan(20);
  return `${url.pathname}${url.hash}`;
}

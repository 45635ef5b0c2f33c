import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// A PDF read as a reader reads it, with Debian's poppler-utils (ensurePoppler in poppler.ts
// installs them or gives the reason to skip): its text, and the QR code on its first page
// read back from a rendering. Shared by the server's PDF test and the e2e suite, which
// imports this file by path (it needs nothing of the server).

function inTempDir<T>(pdf: Uint8Array, read: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-pdf-'));
  try {
    const file = path.join(dir, 'f.pdf');
    writeFileSync(file, pdf);
    return read(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text in reading order (`pdftotext`). */
export function textOfPdf(pdf: Uint8Array): string {
  return inTempDir(pdf, (_dir, file) =>
    execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
  );
}

/** What the QR code on the PDF's first page says (`pdftoppm` at 150 dpi, then jsQR); none: undefined. */
export function qrOfPdf(pdf: Uint8Array): string | undefined {
  return inTempDir(pdf, (dir, file) => {
    const out = path.join(dir, 'q');
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, out]);
    const png = PNG.sync.read(readFileSync(`${out}.png`));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  });
}

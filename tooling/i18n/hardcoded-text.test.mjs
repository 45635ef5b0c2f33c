// Every word a page shows comes from a text module, so it follows the page's language
// (issue 33): a word written into a component would stay Swedish on an English page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hardcodedTexts } from './hardcoded-text.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The browser code of the shell, the remotes and the shared package; not tests, not texts. */
const browserFiles = execFileSync(
  'git',
  ['ls-files', 'shell/src', 'mfe-*/src/**', 'shared/src', 'redaktor/src'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file))
  .filter(
    (file) => !/\.test\.tsx?$|\.d\.ts$|\/test\/|\/testing\/|\/texts\/|test-fixtures/.test(file),
  );

/**
 * Written on purpose, with the reason: the service's name, which is the same in every
 * language; and the editors' app, which is for the agency's Swedish editors only.
 */
const allowed = [/: Fullmakt$/, /^redaktor\//];

describe('words on the pages', () => {
  it('are looked for in every package with pages', () => {
    for (const dir of ['shell/', 'mfe-info/', 'mfe-privat/', 'mfe-verifiera/', 'shared/']) {
      expect(browserFiles.filter((file) => file.startsWith(dir)).length, dir).toBeGreaterThan(5);
    }
  });

  it('come from the text modules, none written into a component', () => {
    const found = browserFiles
      .flatMap((file) => hardcodedTexts(path.join(root, file), file))
      .filter((hit) => !allowed.some((rule) => rule.test(hit)));
    expect(found).toEqual([]);
  });

  it('are found between tags, in attributes people read and in route titles', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-hardcoded-'));
    const file = path.join(dir, 'Sida.tsx');
    writeFileSync(
      file,
      [
        "const route = { handle: { title: 'Om oss' }, path: '/info/om-oss' };",
        'export const Sida = () => (',
        '  <main className="sida">',
        '    <h1>Kontrollera en fullmakt</h1>',
        '    <button aria-label="Stäng" type="button">{texter.stang}</button>',
        '    {/* en kommentar */}',
        '  </main>',
        ');',
      ].join('\n'),
    );
    expect(hardcodedTexts(file, 'Sida.tsx')).toEqual([
      "Sida.tsx:1: title: 'Om oss'",
      'Sida.tsx:4: Kontrollera en fullmakt',
      'Sida.tsx:5: aria-label="Stäng"',
    ]);
  });
});

// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoaderContext } from '@rspack/core';
import markdownLoader from './markdown-loader.mjs';

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.dirname(buildDir);
const fixtures = path.join(buildDir, 'fixtures', 'valid');

/** Runs the loader as Rspack would, with the parts of the loader context it uses. */
function runLoader(resourcePath: string, source: string, resourceQuery = '') {
  return new Promise<{ error: Error | null; code?: string; watched: string[] }>((resolve) => {
    const watched: string[] = [];
    const context = {
      resourcePath,
      resourceQuery,
      addContextDependency: (dir: string) => watched.push(dir),
      async: () => (error: Error | null, code?: string) => resolve({ error, code, watched }),
    };
    markdownLoader.call(context as unknown as LoaderContext<Record<string, never>>, source);
  });
}

describe('markdown-loader', () => {
  it('hands Rspack the compiled module and watches the content folder', async () => {
    const result = await runLoader(
      path.join(fixtures, 'sample.md'),
      '---\ntitle: A\nbreadcrumb: B\ndescription: C\n---\n\n[Andra sidan](/info/other)\n',
    );
    expect(result.error).toBeNull();
    expect(result.code).toContain('export const meta = {"title":"A"');
    expect(result.watched).toEqual([fixtures]);
  });

  it('checks /info links against the files in the same folder', async () => {
    const result = await runLoader(
      path.join(fixtures, 'sample.md'),
      '---\ntitle: A\nbreadcrumb: B\ndescription: C\n---\n\n[Om oss](/info/om-oss)\n',
    );
    expect(result.error?.message).toMatch(
      /valid\/sample\.md, rad 7: Sidan \/info\/om-oss finns inte\. Informationssidorna är: \/info\/other, \/info\/sample\./,
    );
  });
});

describe("markdown-loader: a page's English page", () => {
  const sample =
    '---\ntitle: Exempel\nbreadcrumb: Exempel\ndescription: Om exemplet.\n---\n\n[Andra sidan](/info/other)\n';

  it('is its translation in content/en when there is one, checked as English', async () => {
    const other = path.join(fixtures, 'other.md');
    const result = await runLoader(other, 'unused: the translation is read', '?en');
    expect(result.error).toBeNull();
    expect(result.code).toContain('"title":"The other page"');
    expect(result.code).toContain('export const translated = true;');
    expect(result.watched).toEqual([path.join(fixtures, 'en')]);
    const meta = await runLoader(other, '', '?en-meta');
    expect(meta.code).toBe(
      'export const meta = {"title":"The other page","breadcrumb":"Other","description":"The other page, in English."};\nexport const translated = true;\n',
    );
  });

  it('is the Swedish page, marked untranslated, when it has none', async () => {
    const result = await runLoader(path.join(fixtures, 'sample.md'), sample, '?en');
    expect(result.error).toBeNull();
    expect(result.code).toContain('"title":"Exempel"');
    expect(result.code).toContain('export const translated = false;');
    const meta = await runLoader(path.join(fixtures, 'sample.md'), sample, '?en-meta');
    expect(meta.code).toContain('export const translated = false;');
  });
});

describe('a content mistake stops the real build', () => {
  let contentCopy = '';
  let out = '';

  beforeAll(() => {
    contentCopy = mkdtempSync(path.join(tmpdir(), 'fullmakt-info-content-'));
    out = mkdtempSync(path.join(tmpdir(), 'fullmakt-info-out-'));
    cpSync(path.join(appDir, 'content'), contentCopy, { recursive: true });
    writeFileSync(
      path.join(contentCopy, 'nyheter.md'),
      '---\ntitle: Nyheter\nbreadcrumb: Nyheter\ndescription: Nytt.\n---\n\n# En andra huvudrubrik\n',
    );
  });

  afterAll(() => {
    rmSync(contentCopy, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('fails with the file, the line and what to change (FULLMAKT_INFO_CONTENT_DIR build)', () => {
    const result = spawnSync(
      path.join(appDir, 'node_modules', '.bin', 'rspack'),
      ['build', '--mode', 'production'],
      {
        cwd: appDir,
        env: { ...process.env, FULLMAKT_INFO_CONTENT_DIR: contentCopy, FULLMAKT_OUT: out },
        encoding: 'utf8',
      },
    );
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(
      /nyheter\.md, rad 7: Rubriken "En andra huvudrubrik" har nivå 1/,
    );
  }, 120_000);
});

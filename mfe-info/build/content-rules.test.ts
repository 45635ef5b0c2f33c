// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { infoSlugsIn } from './compile-markdown.mjs';
import { checkContentFile, kindOf, languageOf } from './content-rules.mjs';

const contentDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content');
const infoSlugs = ['kakor', 'om-oss'];
const pageFile = '/repo/mfe-info/content/sida.md';
const newsFile = '/repo/mfe-info/content/nyheter/2026-11-02-nyhet.md';

function page(body: string, frontMatter = 'title: Sida\nbreadcrumb: Sida\ndescription: Om sidan.') {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

function news(body: string, frontMatter = 'date: 2026-11-02\ntitle: Nyhet') {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

describe('checkContentFile: the rules the build and the editor share', () => {
  it('accepts a page and a news item that follow every rule', () => {
    expect(
      checkContentFile(page('Text.\n\n## Del\n\n### Mindre'), { file: pageFile, infoSlugs }),
    ).toMatchObject({ kind: 'page', meta: { title: 'Sida' } });
    expect(
      checkContentFile(news('Läs [om kakor](/info/kakor).\n\n### Del'), {
        file: newsFile,
        infoSlugs,
      }),
    ).toMatchObject({ kind: 'news', meta: { date: '2026-11-02', title: 'Nyhet' } });
  });

  it('tells a news item from a page by its folder', () => {
    expect(kindOf(newsFile)).toBe('news');
    expect(kindOf(pageFile)).toBe('page');
    expect(kindOf('C:\\repo\\content\\nyheter\\a.md')).toBe('news');
  });

  const pageCases: [string, string, RegExp][] = [
    ['no front matter', 'Text.', /rad 1: Filen måste börja med ett huvud/],
    ['a missing description', page('T', 'title: A\nbreadcrumb: B'), /description \(ingressen/],
    ['an empty body', page(''), /Sidan har ingen text under huvudet/],
    ['a level-1 heading', page('# Rubrik'), /rad 7: Rubriken "Rubrik" har nivå 1/],
    ['a skipped level', page('## A\n\n#### B'), /hoppar från nivå 2 till nivå 4/],
    ['a bare "här"', page('Se [här](/info/kakor).'), /Länktexten "här" säger inte/],
    ['a bare "Klicka här"', page('[Klicka här](/info/kakor)'), /Länktexten "Klicka här"/],
    [
      'a page that does not exist',
      page('[Kakorna](/info/kakorna)'),
      /Sidan \/info\/kakorna finns inte/,
    ],
    ['an image', page('![Logga](/logga.png)'), /Bilder kan inte användas/],
    ['HTML', page('<b>Hej</b>'), /HTML kan inte användas/],
  ];
  it.each(pageCases)(
    'refuses a page with %s, in Swedish with the line',
    (_name, source, message) => {
      expect(() => checkContentFile(source, { file: pageFile, infoSlugs })).toThrow(message);
    },
  );

  const newsCases: [string, string, RegExp][] = [
    ['no date', news('T', 'title: Nyhet'), /date \(publiceringsdagen.*saknas eller är tom/],
    [
      'a date that is not one',
      news('T', 'date: 2 november\ntitle: Nyhet'),
      /date .*inte rätt skriven/,
    ],
    ['an impossible date', news('T', 'date: 2026-13-40\ntitle: Nyhet'), /inte rätt skriven/],
    [
      'a page key',
      news('T', 'date: 2026-11-02\ntitle: N\nbreadcrumb: N'),
      /okänd nyckel breadcrumb/,
    ],
    [
      'an h2, which is the level of its own title',
      news('## Del'),
      /har nivå 2 \(##\)\. Nyhetens rubrik/,
    ],
    ['an empty body', news(''), /Nyheten har ingen text under huvudet/],
  ];
  it.each(newsCases)('refuses a news item with %s', (_name, source, message) => {
    expect(() => checkContentFile(source, { file: newsFile, infoSlugs })).toThrow(message);
  });
});

describe('an English text (content/en/) links to the English pages', () => {
  const englishPage = '/repo/mfe-info/content/en/sida.md';
  const englishNews = '/repo/mfe-info/content/en/nyheter/2026-11-02-nyhet.md';
  const check = (file: string, body: string) => () =>
    checkContentFile(file === englishNews ? news(body) : page(body), { file, infoSlugs });

  it('knows an English file by its folder, a page or a news item', () => {
    expect(languageOf(englishPage)).toBe('en');
    expect(languageOf(englishNews)).toBe('en');
    expect(languageOf(pageFile)).toBe('sv');
    expect(languageOf(newsFile)).toBe('sv');
  });

  it('accepts the English start page, English information pages and the flows', () => {
    expect(
      check(englishPage, '[About us](/en/info/om-oss), [start](/en), [sign in](/login)'),
    ).not.toThrow();
    expect(check(englishNews, '[Cookies](/en/info/kakor#a)')).not.toThrow();
  });

  it('refuses a Swedish page from an English text, and the other way round', () => {
    expect(check(englishPage, '[About us](/info/om-oss)')).toThrow(
      'Länken /info/om-oss leder till den svenska sidan. En engelsk text länkar till den engelska: /en/info/om-oss.',
    );
    expect(check(pageFile, '[Om oss](/en/info/om-oss)')).toThrow(
      'Länken /en/info/om-oss leder till den engelska sidan. En svensk text länkar till den svenska: /info/om-oss.',
    );
    expect(check(englishPage, '[Start](/)')).toThrow(/Sidan \/ finns inte på webbplatsen/);
    expect(check(pageFile, '[Start](/en)')).toThrow(/Sidan \/en finns inte på webbplatsen/);
  });

  it('refuses an English page that has no Swedish page', () => {
    expect(check(englishPage, '[Missing](/en/info/saknas)')).toThrow(
      'Sidan /en/info/saknas finns inte. Informationssidorna är: /en/info/kakor, /en/info/om-oss.',
    );
  });
});

describe('every content file in the repo follows the rules (npm test runs this)', () => {
  const slugs = infoSlugsIn(contentDir);
  const inFolder = (folder: string) => [
    ...readdirSync(path.join(contentDir, folder)).filter((name) => name.endsWith('.md')),
    ...readdirSync(path.join(contentDir, folder, 'nyheter')).map((name) => `nyheter/${name}`),
  ];
  const files = [...inFolder('.'), ...inFolder('en').map((name) => `en/${name}`)];

  it('holds the pages and at least one news item, and their translations', () => {
    expect(files).toContain('om-oss.md');
    expect(files.some((name) => name.startsWith('nyheter/'))).toBe(true);
    expect(files).toContain('en/om-oss.md');
    expect(files.some((name) => name.startsWith('en/nyheter/'))).toBe(true);
  });

  it('has no translation of a page or news item that is not there in Swedish', () => {
    const swedish = new Set(inFolder('.'));
    expect(inFolder('en').filter((name) => !swedish.has(name))).toEqual([]);
  });

  it.each(files)('%s', (name) => {
    const file = path.join(contentDir, name);
    expect(() =>
      checkContentFile(readFileSync(file, 'utf8'), { file, infoSlugs: slugs }),
    ).not.toThrow();
  });
});

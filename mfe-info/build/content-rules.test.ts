// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { infoSlugsIn } from './compile-markdown.mjs';
import { checkContentFile, kindOf } from './content-rules.mjs';

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

describe('every content file in the repo follows the rules (npm test runs this)', () => {
  const slugs = infoSlugsIn(contentDir);
  const files = [
    ...readdirSync(contentDir).filter((name) => name.endsWith('.md')),
    ...readdirSync(path.join(contentDir, 'nyheter')).map((name) => `nyheter/${name}`),
  ];

  it('holds the pages and at least one news item', () => {
    expect(files).toContain('om-oss.md');
    expect(files.some((name) => name.startsWith('nyheter/'))).toBe(true);
  });

  it.each(files)('%s', (name) => {
    const file = path.join(contentDir, name);
    expect(() =>
      checkContentFile(readFileSync(file, 'utf8'), { file, infoSlugs: slugs }),
    ).not.toThrow();
  });
});

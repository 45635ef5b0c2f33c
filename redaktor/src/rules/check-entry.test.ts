// @vitest-environment node
import { problemOf } from './check-entry';

const infoSlugs = ['kakor', 'om-oss'];
const page = { title: 'Om oss', breadcrumb: 'Om oss', description: 'Om myndigheten.' };

describe('problemOf: the build rules on an entry before it is saved', () => {
  it('passes a page and a news item that follow every rule', () => {
    expect(
      problemOf(
        { ...page, body: 'Text.\n\n## Del\n\nSe [kakor](/info/kakor).' },
        { kind: 'page', slug: 'om-oss', infoSlugs },
      ),
    ).toBeUndefined();
    expect(
      problemOf(
        { date: '2026-11-02', title: 'Nyhet', body: 'Text.\n\n### Del' },
        { kind: 'news', slug: '2026-11-02-nyhet', infoSlugs },
      ),
    ).toBeUndefined();
  });

  it('says in Swedish which line of the text breaks a rule', () => {
    expect(
      problemOf(
        { ...page, body: 'Text.\n\nLäs [här](/info/kakor).' },
        { kind: 'page', slug: 'om-oss', infoSlugs },
      ),
    ).toBe(
      'Rad 3 i texten: Länktexten "här" säger inte vart länken leder. Skriv till exempel namnet på sidan den leder till.',
    );
  });

  it.each([
    ['a heading out of order', '## A\n\n#### B', /hoppar från nivå 2 till nivå 4/],
    [
      'a link to a page that does not exist',
      '[Sidan](/info/saknas)',
      /Sidan \/info\/saknas finns inte/,
    ],
    ['an image', '![Logga](/logga.png)', /Bilder kan inte användas/],
    ['an empty text', '', /Sidan har ingen text under huvudet/],
  ])('refuses %s', (_name, body, message) => {
    expect(problemOf({ ...page, body }, { kind: 'page', slug: 'om-oss', infoSlugs })).toMatch(
      message,
    );
  });

  it('reads the front matter too: a missing lead is the build refusal', () => {
    expect(
      problemOf(
        { ...page, description: '', body: 'Text.' },
        { kind: 'page', slug: 'om-oss', infoSlugs },
      ),
    ).toMatch(/description \(ingressen under rubriken\) saknas eller är tom/);
  });

  it('holds a news item to its own rules: its title is the h2, so the text starts at ###', () => {
    expect(
      problemOf(
        { date: '2026-11-02', title: 'Nyhet', body: '## Del' },
        { kind: 'news', slug: 'n', infoSlugs },
      ),
    ).toMatch(/har nivå 2 \(##\)\. Nyhetens rubrik kommer från title/);
    expect(
      problemOf(
        { date: 'i morgon', title: 'Nyhet', body: 'Text.' },
        { kind: 'news', slug: 'n', infoSlugs },
      ),
    ).toMatch(/date \(publiceringsdagen.*inte rätt skriven/);
  });

  it('keeps a title with YAML characters as the editor wrote it', () => {
    expect(
      problemOf(
        { ...page, title: 'Frågor: svar & "citat" # inte kommentar', body: 'Text.' },
        { kind: 'page', slug: 'om-oss', infoSlugs },
      ),
    ).toBeUndefined();
  });
});

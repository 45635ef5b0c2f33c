// @vitest-environment node
import { compileInfoPage } from './compile-markdown.mjs';

const file = '/repo/mfe-info/content/sida.md';
const infoSlugs = ['kakor', 'om-oss'];

function page(body: string, frontMatter = 'title: Sida\nbreadcrumb: Sida\ndescription: Om sidan.') {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

function compile(source: string) {
  return compileInfoPage(source, { file, infoSlugs });
}

describe('compileInfoPage: the module a content file becomes', () => {
  it('exports the front matter as meta and the body as a named React component', async () => {
    const code = await compile(page('Hej.\n\n## Rubrik'));
    expect(code).toContain(
      'export const meta = {"title":"Sida","breadcrumb":"Sida","description":"Om sidan."};',
    );
    expect(code).toContain('export const Content = MDXContent;');
    expect(code).toContain('from "react/jsx-runtime"');
  });

  it('emits React calls, not HTML or a parser: the text is data in jsx() calls', async () => {
    const code = await compile(page('Ett **fett** ord.'));
    expect(code).not.toMatch(/<strong>|micromark|markdown/i);
    expect(code).toContain('_components.strong');
  });

  it('renders every link through props.components.a, so the remote can route internal links', async () => {
    const code = await compile(page('Läs om [kakor i tjänsten](/info/kakor).'));
    expect(code).toContain('_components.a');
    expect(code).toContain('href: "/info/kakor"');
  });

  it('keeps { and < as text (plain Markdown, not MDX) and accepts Windows line ends', async () => {
    const code = await compile(page('Pris {a} < 5 kr').replace(/\n/g, '\r\n'));
    expect(code).toContain('Pris {a} < 5 kr');
  });
});

describe('compileInfoPage: a malformed file fails the build with the file, line and remedy', () => {
  const cases: [name: string, source: string, message: RegExp][] = [
    ['no front matter', 'Bara text.', /content\/sida\.md, rad 1: Filen måste börja med ett huvud/],
    ['an unclosed front matter', '---\ntitle: Sida\n\nText', /rad 1: Huvudet avslutas inte/],
    [
      'a missing key',
      page('Text', 'title: Sida\nbreadcrumb: Sida'),
      /Huvudet är inte komplett: description \(ingressen under rubriken\) saknas eller är tom/,
    ],
    [
      'a misspelt key',
      page('Text', 'titel: Sida\ntitle: Sida\nbreadcrumb: Sida\ndescription: Om.'),
      /okänd nyckel titel/,
    ],
    [
      'broken YAML',
      page('Text', 'title: [Sida\nbreadcrumb: x'),
      /rad 2: Huvudet går inte att läsa/,
    ],
    ['an empty body', page(''), /Sidan har ingen text under huvudet/],
    [
      'a level-1 heading in the body',
      page('# Rubrik'),
      /rad 7: Rubriken "Rubrik" har nivå 1 \(#\)\. Sidans enda huvudrubrik kommer från title/,
    ],
    [
      'a skipped heading level',
      page('## Två\n\n#### Fyra'),
      /rad 9: Rubriken "Fyra" hoppar från nivå 2 till nivå 4/,
    ],
    [
      'a link that does not say where it goes',
      page('Läs [här](/info/kakor).'),
      /rad 7: Länktexten "här" säger inte vart länken leder/,
    ],
    ['a link with no text', page('Se [](/info/kakor).'), /En länk saknar text/],
    [
      'a link to an info page that does not exist',
      page('Se [kakorna](/info/kakorna).'),
      /Sidan \/info\/kakorna finns inte\. Informationssidorna är: \/info\/kakor, \/info\/om-oss/,
    ],
    [
      'a link to a path no page owns',
      page('Se [sidan](/hemligt).'),
      /Sidan \/hemligt finns inte på webbplatsen/,
    ],
    ['a relative link', page('Se [kakor](kakor).'), /Länken "kakor" leder ingenstans/],
    ['an http link', page('Se [DIGG](http://www.digg.se).'), /använder http\. Använd https/],
    ['raw HTML', page('<div>Hej</div>'), /HTML kan inte användas/],
    ['an image', page('![Logga](/logga.png)'), /Bilder kan inte användas/],
  ];

  it.each(cases)('%s', async (_name, source, message) => {
    await expect(compile(source)).rejects.toThrow(message);
  });

  it('names the error ContentError so a build log shows what kind of mistake it is', async () => {
    await expect(compile('Bara text.')).rejects.toMatchObject({ name: 'ContentError', line: 1 });
  });
});

import { ContentError } from './content-error.mjs';

/**
 * The Markdown syntax tree, as far as these checks read it.
 *
 * @typedef {{
 *   type: string;
 *   depth?: number;
 *   url?: string;
 *   value?: string;
 *   children?: MdNode[];
 *   position?: { start: { line: number } };
 * }} MdNode
 */

/**
 * Paths outside /info that content may link to. /api/* are server pages (opened as
 * ordinary page loads); the others are routes of the shell and the other remotes, which
 * have one address in every language. The start page is `/` in Swedish, `/en` in English.
 */
const flowPaths = ['/login', '/privat', '/organisation', '/api/openapi.json', '/api/docs'];
export const knownSitePaths = ['/', ...flowPaths];
const knownEnglishSitePaths = ['/en', ...flowPaths];

/** Link texts that do not say where the link goes (WCAG 2.4.4). Compared in lower case. */
const vagueLinkTexts = new Set([
  'här',
  'klicka här',
  'klicka',
  'läs mer',
  'läs mer här',
  'mer',
  'mer information',
  'länk',
  'den här länken',
  'denna länk',
  'this',
  'click here',
  'here',
  'read more',
]);

/**
 * @param {MdNode} node
 * @returns {string}
 */
function textOf(node) {
  if (typeof node.value === 'string') {
    return node.value;
  }
  return (node.children ?? []).map(textOf).join('');
}

/**
 * `topDepth` is the level of the heading the page itself gives the text: 1 for an
 * information page (its h1 is `title`), 2 for a news item (its title is an h2 in the list
 * on /info/nyheter). The text's own headings start one level below it. `language` is the
 * text's: an English text links to the English pages (/en/info/…), where every Swedish
 * page has one (translated or not), so `infoSlugs` are the Swedish pages' for both.
 *
 * @typedef {{ file: string; lineOffset: number; infoSlugs: readonly string[]; topDepth?: number; language?: 'sv' | 'en' }} CheckOptions
 */

/**
 * The rules an editor's Markdown must follow, checked at build time so a page can never be
 * published with a broken structure: the page's only h1 comes from `title`, headings go
 * down one level at a time, links say where they go and lead somewhere that exists, and
 * there is no HTML or images (the strict CSP and the design do not expect any).
 *
 * @param {CheckOptions} options
 */
export function remarkCheckContent(options) {
  /** @param {MdNode} tree */
  return (tree) => {
    checkTree(tree, options);
  };
}

/**
 * @param {MdNode} tree
 * @param {CheckOptions} options
 */
export function checkTree(tree, { file, lineOffset, infoSlugs, topDepth = 1, language = 'sv' }) {
  let previousDepth = topDepth;

  /**
   * @param {MdNode} node
   * @param {string} problem
   */
  const fail = (node, problem) => {
    const line = node.position ? node.position.start.line + lineOffset : undefined;
    throw new ContentError(file, line, problem);
  };

  /** @param {MdNode} node */
  const visit = (node) => {
    switch (node.type) {
      case 'heading': {
        const depth = node.depth ?? 1;
        if (depth === 1 && topDepth === 1) {
          fail(
            node,
            `Rubriken "${textOf(node)}" har nivå 1 (#). Sidans enda huvudrubrik kommer från title i huvudet; använd ## för underrubriker.`,
          );
        }
        if (depth <= topDepth) {
          fail(
            node,
            `Rubriken "${textOf(node)}" har nivå ${depth} (${'#'.repeat(depth)}). Nyhetens rubrik kommer från title; använd ${'#'.repeat(topDepth + 1)} för underrubriker.`,
          );
        }
        if (depth > previousDepth + 1) {
          fail(
            node,
            `Rubriken "${textOf(node)}" hoppar från nivå ${previousDepth} till nivå ${depth}. Gå ner en nivå i taget (## före ###).`,
          );
        }
        previousDepth = depth;
        break;
      }
      case 'link':
      case 'linkReference': {
        const text = textOf(node).trim();
        if (text === '') {
          fail(node, 'En länk saknar text. Skriv vart länken leder mellan [ och ].');
        }
        if (vagueLinkTexts.has(text.toLowerCase())) {
          fail(
            node,
            `Länktexten "${text}" säger inte vart länken leder. Skriv till exempel namnet på sidan den leder till.`,
          );
        }
        if (node.type === 'link') {
          checkUrl(node, node.url ?? '', { infoSlugs, language }, fail);
        }
        break;
      }
      case 'definition':
        checkUrl(node, node.url ?? '', { infoSlugs, language }, fail);
        break;
      case 'html':
        fail(node, 'HTML kan inte användas i innehållet. Skriv texten i Markdown i stället.');
        break;
      case 'image':
      case 'imageReference':
        fail(
          node,
          'Bilder kan inte användas i innehållet ännu. Ta bort bilden eller beskriv den i text.',
        );
        break;
      default:
        break;
    }
    for (const child of node.children ?? []) {
      visit(child);
    }
  };

  visit(tree);
}

/**
 * @param {MdNode} node
 * @param {string} url
 * @param {{ infoSlugs: readonly string[]; language: 'sv' | 'en' }} where the text's pages and language
 * @param {(node: MdNode, problem: string) => never} fail
 */
function checkUrl(node, url, { infoSlugs, language }, fail) {
  if (url.startsWith('https://') || url.startsWith('mailto:') || url.startsWith('tel:')) {
    return;
  }
  if (url.startsWith('http://')) {
    fail(node, `Länken ${url} använder http. Använd https:// i stället.`);
  }
  const infoRoot = language === 'en' ? '/en/info' : '/info';
  if (!url.startsWith('/')) {
    fail(
      node,
      `Länken "${url}" leder ingenstans. Länka till en sida på webbplatsen med / först (till exempel ${infoRoot}/kakor) eller till en adress som börjar med https://.`,
    );
  }
  const pathOnly = url.split(/[?#]/)[0] ?? url;
  const infoMatch = /^(\/en)?\/info\/([a-z0-9-]+)$/.exec(pathOnly);
  if (infoMatch) {
    const slug = infoMatch[2] ?? '';
    if ((infoMatch[1] === '/en') !== (language === 'en')) {
      fail(
        node,
        language === 'en'
          ? `Länken ${pathOnly} leder till den svenska sidan. En engelsk text länkar till den engelska: /en/info/${slug}.`
          : `Länken ${pathOnly} leder till den engelska sidan. En svensk text länkar till den svenska: /info/${slug}.`,
      );
    }
    if (!infoSlugs.includes(slug)) {
      fail(
        node,
        `Sidan ${pathOnly} finns inte. Informationssidorna är: ${infoSlugs.map((other) => `${infoRoot}/${other}`).join(', ')}.`,
      );
    }
    return;
  }
  const known = language === 'en' ? knownEnglishSitePaths : knownSitePaths;
  if (!known.includes(pathOnly)) {
    fail(
      node,
      `Sidan ${pathOnly} finns inte på webbplatsen. Länka till en informationssida (${infoRoot}/…) eller till någon av ${known.join(', ')}.`,
    );
  }
}

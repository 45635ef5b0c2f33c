// @vitest-environment node
// The translations are complete and nothing more: every text has its English, every
// English message belongs to a text, and each message takes exactly the text's parameters.
// The catalogs are the shared package's (shared/src/texts/en) and each app's own, of the
// texts only it reads (<app>/src/oversattning/en.json, in its release: issue 33 item 3).
import { parse, type Token } from '@messageformat/parser';
import { allaSvenskaTexter } from '../i18n/texter';
import { katalogSchema } from '../i18n/lingui-oversattare';
import { engelskaKataloger } from './en';
// Every shared text module registers its texts when imported.
import './index';

/** Each app's own catalog, read as text (the shared package imports no app). */
const appCatalogFiles = import.meta.glob('../../../*/src/oversattning/en.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const appCatalogs = Object.keys(appCatalogFiles).map((file) => file.replace('../../../', ''));

/** The argument names a message uses, anywhere in it (inside plurals and choices too). */
function argumentIn(tokens: readonly Token[]): Set<string> {
  const namn = new Set<string>();
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') {
      namn.add(token.arg);
    }
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      namn.add(token.arg);
      token.cases.forEach((c) => argumentIn(c.tokens).forEach((n) => namn.add(n)));
    }
  }
  return namn;
}

const engelska = new Map<string, string>();
const dubbletter: string[] = [];
const appensKataloger = Object.values(appCatalogFiles).map((text): unknown => JSON.parse(text));
for (const katalog of [...engelskaKataloger, ...appensKataloger]) {
  for (const [id, meddelande] of Object.entries(katalogSchema.parse(katalog))) {
    if (engelska.has(id)) {
      dubbletter.push(id);
    }
    engelska.set(id, meddelande);
  }
}
const svenska = allaSvenskaTexter();

describe('the English translation', () => {
  it("reads each app's own catalog beside the shared package's", () => {
    expect(appCatalogs.sort()).toEqual([
      'mfe-info/src/oversattning/en.json',
      'mfe-ombud/src/oversattning/en.json',
      'mfe-organisation/src/oversattning/en.json',
      'mfe-privat/src/oversattning/en.json',
      'mfe-verifiera/src/oversattning/en.json',
      'shell/src/oversattning/en.json',
    ]);
  });

  it('has every text: 0 missing', () => {
    const saknas = [...svenska.keys()].filter((id) => !engelska.has(id));
    expect(saknas).toEqual([]);
  });

  it('has nothing no text uses: 0 unused, and no id in two catalogs', () => {
    const oanvanda = [...engelska.keys()].filter((id) => !svenska.has(id));
    expect(oanvanda).toEqual([]);
    expect(dubbletter).toEqual([]);
  });

  it('is ICU that takes exactly the parameters of each text, by position', () => {
    const fel: string[] = [];
    for (const [id, meddelande] of engelska) {
      const sv = svenska.get(id);
      const parametrar = typeof sv === 'function' ? sv.length : 0;
      const vantade = Array.from({ length: parametrar }, (_, i) => String(i));
      const anvanda = [...argumentIn(parse(meddelande))].sort();
      if (JSON.stringify(anvanda) !== JSON.stringify(vantade)) {
        fel.push(`${id}: tar ${JSON.stringify(anvanda)}, texten har ${JSON.stringify(vantade)}`);
      }
    }
    expect(fel).toEqual([]);
  });

  it('uses the typographic apostrophe, which ICU never reads as a quote', () => {
    const rakaApostrofer = [...engelska].filter(([, m]) => m.includes("'")).map(([id]) => id);
    expect(rakaApostrofer).toEqual([]);
  });
});

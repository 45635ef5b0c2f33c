import { lasSprakFran } from './aktivt-sprak';
import { glomOversattningar, laggTillOversattning } from './oversattningar';
import { pseudoOversattare } from './pseudo-oversattare';
import { texter } from './texter';

const prov = texter('pseudoprov', {
  rubrik: 'Logga in',
  inloggadSom: (namn: string) => `Inloggad som ${namn}`,
  antal: (antal: number) => (antal === 1 ? '1 fullmakt' : `${antal} fullmakter`),
  forklaring: (harSlutat: boolean) => (harSlutat ? 'Från i dag.' : 'Från dagen efter.'),
  fran: (dag: Date) => `Från ${dag.toISOString().slice(0, 10)}`,
});
const sammansatt = texter('pseudoprov.sammansatt', {
  tillbaka: (antal: number) => `Tillbaka till ${prov.antal(antal)}`,
});

beforeAll(() => {
  laggTillOversattning('en', pseudoOversattare);
  lasSprakFran(() => 'en');
});
afterAll(() => {
  glomOversattningar();
  lasSprakFran(() => 'sv');
});

describe('the pseudo-locale translator', () => {
  it("writes every text's Swedish in the pseudo-locale", () => {
    expect(prov.rubrik).toBe('[Ļöĝĝå îñ ···]');
  });

  it('keeps the parameters, and the Swedish plurals and choices, of a text with them', () => {
    expect(prov.inloggadSom('Anna Lindqvist')).toBe('[Îñļöĝĝåð šöɱ Anna Lindqvist ·····]');
    expect(prov.antal(1)).toBe('[1 ƒûļļɱåķţ ····]');
    expect(prov.antal(12)).toBe('[12 ƒûļļɱåķţéŕ ····]');
    expect(prov.forklaring(true)).toBe('[Ƒŕåñ î ðåĝ. ····]');
    expect(prov.forklaring(false)).toBe('[Ƒŕåñ ðåĝéñ éƒţéŕ. ······]');
    expect(prov.fran(new Date('2026-01-16T12:00:00Z'))).toMatch(/^\[Ƒŕåñ 2026-01-16 ·+\]$/);
  });

  it('keeps a text another text reads in its function as it is, not written twice', () => {
    expect(sammansatt.tillbaka(12)).toBe('[Ţîļļƀåķå ţîļļ [12 ƒûļļɱåķţéŕ ····] ·····]');
  });

  it('says nothing of an id no text has', () => {
    expect(pseudoOversattare('pseudoprov.saknas', [])).toBeUndefined();
  });
});

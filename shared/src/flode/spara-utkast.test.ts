// @vitest-environment node
import { tomtSkapandeTillstand } from '../domain/tomt-skapande';
import { behorighetslistaForMall } from '../domain/validate-behorighet';
import { MALL, enFullmakt } from '../testing/fixtures';
import {
  andringFranTillstand,
  osparadAndring,
  utkastAndring,
  valdaBehorigheter,
} from './spara-utkast';
import { sparatSigneringsval } from './sparat-signeringsval';

const LENA = { id: '199007302426', typ: 'pnr' as const, fornamn: 'Lena', namn: 'Persson' };

describe('what is saved on the draft', () => {
  it('leaves out an empty end date, which means no end', () => {
    expect(utkastAndring([LENA], ' 2030-01-01 ', ' ', ['dekl'])).toEqual({
      fullmaktshavare: [LENA],
      giltigFrom: '2030-01-01',
      behorigheter: ['dekl'],
    });
  });

  it('is nothing while no permission is chosen: the call needs one', () => {
    expect(utkastAndring([LENA], '2030-01-01', '2030-12-31', [])).toBeUndefined();
  });

  it("takes the wizard's chosen permissions once listed, else the draft's", () => {
    const utkast = { ...tomtSkapandeTillstand(), fullmakt: enFullmakt() };
    expect(valdaBehorigheter(utkast)).toEqual(['dekl']);
    const vald = {
      ...utkast,
      behorighetslista: behorighetslistaForMall(MALL.behorigheter, ['las']),
    };
    expect(valdaBehorigheter(vald)).toEqual(['dekl', 'las']);
    expect(andringFranTillstand({ ...vald, fullmaktshavare: [LENA] })).toEqual({
      fullmaktshavare: [LENA],
      giltigFrom: '2026-01-03',
      giltigTom: '2027-01-03',
      behorigheter: ['dekl', 'las'],
    });
  });
});

describe("what 'sign later' still has to save", () => {
  const wizard = () => ({
    ...tomtSkapandeTillstand(),
    fullmakt: enFullmakt(),
    fullmaktshavare: [LENA],
    behorighetslista: behorighetslistaForMall(MALL.behorigheter, ['las']),
  });
  const sparat = (behorigheter: string[]) => ({
    fullmakt: enFullmakt({
      // Saved without the name (a protected identity), permissions in another order.
      fullmaktshavare: [{ id: LENA.id, typ: LENA.typ }],
      behorigheter: behorigheter.map((kod) => ({ kod, rubrik: kod, beskrivning: kod })),
    }),
  });

  it('is nothing when the draft as last saved holds the same, or no copy is known', () => {
    expect(osparadAndring(wizard(), sparat(['las', 'dekl']))).toBeUndefined();
    expect(osparadAndring(wizard(), undefined)).toBeUndefined();
  });

  it("is the wizard's whole change when the saved draft differs", () => {
    expect(osparadAndring(wizard(), sparat(['dekl']))).toEqual(andringFranTillstand(wizard()));
  });
});

describe("an organisation's signing choice on the draft", () => {
  const ERIK = '196905274517';
  const MARIA = '198209142622';
  const STYRELSEN = {
    id: 'nb-styrelsen',
    typ: 'STYRELSE',
    namn: 'Styrelsen',
    rubrik: 'Minst två i förening',
    obligatorisk: false,
    min: 2,
    max: 4,
    personer: [
      { id: ERIK, obligatorisk: false, fornamn: 'Erik', namn: 'Johansson' },
      { id: MARIA, obligatorisk: false, fornamn: 'Maria', namn: 'Svensson' },
    ],
  };
  const wizard = () => ({
    ...tomtSkapandeTillstand(),
    fullmakt: enFullmakt(),
    fullmaktshavare: [LENA],
    behorighetslista: behorighetslistaForMall(MALL.behorigheter, ['las']),
    signeringsval: 'nb-styrelsen',
    underskrifter: [
      { fysiskPerson: { id: ERIK, typ: 'pnr' as const } },
      { fysiskPerson: { id: MARIA, typ: 'pnr' as const } },
    ],
  });
  const sparat = (underskrifter?: { id: string }[]) => ({
    fullmakt: enFullmakt({
      fullmaktshavare: [{ id: LENA.id, typ: LENA.typ }],
      behorigheter: ['las', 'dekl'].map((kod) => ({ kod, rubrik: kod, beskrivning: kod })),
    }),
    signeringsmodell: {
      signeringsalternativ: [STYRELSEN],
      signeringsval: 'nb-styrelsen',
      ...(underskrifter ? { underskrifter } : {}),
    },
  });

  it('is part of the change the wizard saves', () => {
    expect(andringFranTillstand(wizard())).toMatchObject({
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: ERIK }, { id: MARIA }],
    });
    expect(andringFranTillstand({ ...wizard(), underskrifter: [] })).not.toHaveProperty(
      'signeringsval',
    );
  });

  it('counts as unsaved until the draft holds the same people, in any order', () => {
    expect(osparadAndring(wizard(), sparat())).toBeDefined();
    expect(osparadAndring(wizard(), sparat([{ id: MARIA }, { id: ERIK }]))).toBeUndefined();
  });

  it('comes back from the saved draft with the names of the option', () => {
    expect(sparatSigneringsval(sparat([{ id: ERIK }, { id: MARIA }]))).toEqual({
      signeringsval: 'nb-styrelsen',
      underskrifter: [
        { fysiskPerson: { id: ERIK, typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' } },
        { fysiskPerson: { id: MARIA, typ: 'pnr', fornamn: 'Maria', namn: 'Svensson' } },
      ],
    });
    expect(sparatSigneringsval(sparat())).toBeUndefined();
  });
});

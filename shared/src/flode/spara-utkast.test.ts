import { tomtSkapandeTillstand } from '../domain/creation-state';
import { behorighetslistaForMall } from '../domain/validate-behorighet';
import { MALL, enFullmakt } from '../testing/fixtures';
import {
  andringFranTillstand,
  osparadAndring,
  utkastAndring,
  valdaBehorigheter,
} from './spara-utkast';

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

import { behorighetslistaForMall, tomtSkapandeTillstand } from '@fullmakt/shared';
import { MALL, enFullmakt } from '../test/fixtures';
import { andringFranTillstand, utkastAndring, valdaBehorigheter } from './spara-utkast';

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

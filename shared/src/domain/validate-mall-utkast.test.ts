// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  hittaTredjeman,
  kontrolleraMallRoll,
  kontrolleraUtkastKrav,
  mallRollFel,
  utkastKravFel,
} from './validate-mall-utkast';
import { enMall, enTredjeman } from './test-fixtures';

describe('template and draft rules', () => {
  it("refuses a template that does not allow the role: 'Fullmakt {title} tillåter inte rollen {role}'", () => {
    const mall = enMall({ rubrik: 'Bilregistrering', fullmaktsgivarroll: ['Organisation'] });
    expect(mallRollFel(mall, 'Privat')).toBe(
      'Fullmakt Bilregistrering tillåter inte rollen Privat',
    );
    expect(mallRollFel(mall, 'Organisation')).toBeUndefined();
    expect(() => kontrolleraMallRoll(mall, 'Privat')).toThrow(
      'Fullmakt Bilregistrering tillåter inte rollen Privat',
    );
  });

  it('needs third party, grantor and template for a draft, in that order', () => {
    expect(utkastKravFel({})).toBe('Tredjeman måste anges för att skapa fullmakt');
    expect(utkastKravFel({ tredjeman: {} })).toBe(
      'Fullmaktsgivare måste anges för att skapa fullmakt',
    );
    expect(utkastKravFel({ tredjeman: {}, fullmaktsgivare: {} })).toBe(
      'Mall måste anges för att skapa fullmakt',
    );
    expect(utkastKravFel({ tredjeman: {}, fullmaktsgivare: {}, mall: {} })).toBeUndefined();
    expect(() => kontrolleraUtkastKrav({ tredjeman: {} })).toThrow(
      'Fullmaktsgivare måste anges för att skapa fullmakt',
    );
  });

  it("refuses a third party not in the list: '{id} är en ogiltig tredjeman'", () => {
    expect(hittaTredjeman([enTredjeman()], '2021005448').namn).toBe('Skatteverket');
    expect(() => hittaTredjeman([enTredjeman()], '123')).toThrow('123 är en ogiltig tredjeman');
  });
});

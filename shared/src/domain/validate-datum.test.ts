// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  DATUM_MONSTER,
  arGiltigtDatum,
  medGiltighet,
  tolkaDatum,
  valideraGiltighet,
} from './validate-datum';
import { enFullmakt } from './test-fixtures';
import { kalenderdagArb } from './test-arbitraries';

function iso(d: { year: number; month: number; day: number }): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

describe('date pattern', () => {
  it('accepts yyyy-mm-dd with year 19xx/20xx, month 01-12, day 01-31', () => {
    expect(DATUM_MONSTER.test('1999-12-31')).toBe(true);
    expect(DATUM_MONSTER.test('2026-01-01')).toBe(true);
    expect(DATUM_MONSTER.test('1899-01-01')).toBe(false);
    expect(DATUM_MONSTER.test('2100-01-01')).toBe(false);
    expect(DATUM_MONSTER.test('2026-00-10')).toBe(false);
    expect(DATUM_MONSTER.test('2026-13-10')).toBe(false);
    expect(DATUM_MONSTER.test('2026-01-00')).toBe(false);
    expect(DATUM_MONSTER.test('2026-01-32')).toBe(false);
    expect(DATUM_MONSTER.test('2026-1-10')).toBe(false);
    expect(DATUM_MONSTER.test('20260110')).toBe(false);
  });

  it('matches the whole text only (A date string is yyyy-mm-dd)', () => {
    expect(DATUM_MONSTER.test('2026-01-011')).toBe(false);
    expect(DATUM_MONSTER.test('12026-01-01')).toBe(false);
    expect(DATUM_MONSTER.test('2026-01-01x')).toBe(false);
    expect(arGiltigtDatum(' 2026-01-01')).toBe(false);
  });

  it('also refuses days that do not exist', () => {
    expect(arGiltigtDatum('2026-02-29')).toBe(false);
    expect(arGiltigtDatum('2024-02-29')).toBe(true);
  });

  it('property: every real day 1900-2099 is valid', () => {
    fc.assert(fc.property(kalenderdagArb, (d) => arGiltigtDatum(iso(d))));
  });

  it('property: years outside 19xx/20xx never match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (year) => {
        fc.pre(year < 1900 || year > 2099);
        expect(arGiltigtDatum(`${String(year).padStart(4, '0')}-01-01`)).toBe(false);
      }),
    );
  });
});

describe('validity rules', () => {
  const granser = { min: '2026-01-01', max: '2030-01-01' };

  it('from is required and must be a valid date', () => {
    expect(valideraGiltighet('', '2026-12-01')).toEqual({
      giltigFrom: 'Fyll i från och med-datum.',
    });
    expect(valideraGiltighet(undefined, '2026-12-01')).toEqual({
      giltigFrom: 'Fyll i från och med-datum.',
    });
    expect(valideraGiltighet('2026-02-30', '2026-12-01')).toEqual({
      giltigFrom: 'Fyll i ett giltigt datum.',
    });
    expect(valideraGiltighet('1/2/2026', '2026-12-01')).toEqual({
      giltigFrom: 'Fyll i ett giltigt datum.',
    });
  });

  it('reads a padded date as the date', () => {
    expect(valideraGiltighet(' 2026-12-01 ', ' 2026-12-02 ', granser)).toEqual({});
    expect(valideraGiltighet('  ', '  ')).toEqual({
      giltigFrom: 'Fyll i från och med-datum.',
      giltigTom: 'Fyll i till och med-datum.',
    });
  });

  it('from must not be later than to', () => {
    expect(valideraGiltighet('2026-12-02', '2026-12-01')).toEqual({
      giltigFrom: 'Från och med-datum kan inte vara senare än till och med-datum.',
    });
    expect(valideraGiltighet('2026-12-01', '2026-12-01')).toEqual({});
  });

  it('from after to is not reported while either date already has an error', () => {
    expect(valideraGiltighet('2026-12-02', '2026-13-01')).toEqual({
      giltigTom: 'Fyll i ett giltigt datum.',
    });
    expect(valideraGiltighet('2031-01-02', '2031-01-01', granser)).toEqual({
      giltigFrom: 'Från och med-datum kan inte vara senare än 2030-01-01.',
      giltigTom: 'Till och med-datum kan inte vara senare än 2030-01-01.',
    });
    expect(valideraGiltighet('2030-01-02', '2026-06-01', granser)).toEqual({
      giltigFrom: 'Från och med-datum kan inte vara senare än 2030-01-01.',
    });
    expect(valideraGiltighet('2026-12-02', '2026-02-30')).toEqual({
      giltigTom: 'Fyll i ett giltigt datum.',
    });
    // With no to date required, a missing one is no end, not an earlier one.
    expect(valideraGiltighet('2026-12-02', undefined, { tomKravs: false })).toEqual({});
  });

  it('from must not be before {min} or after {max}', () => {
    expect(valideraGiltighet('2025-12-31', '2026-06-01', granser)).toEqual({
      giltigFrom: 'Från och med-datum kan inte vara tidigare än 2026-01-01.',
    });
    expect(valideraGiltighet('2030-01-02', '2030-01-01', granser)).toEqual({
      giltigFrom: 'Från och med-datum kan inte vara senare än 2030-01-01.',
    });
    // The bounds themselves are allowed.
    expect(valideraGiltighet('2026-01-01', '2026-06-01', granser)).toEqual({});
    expect(valideraGiltighet('2030-01-01', '2030-01-01', granser)).toEqual({});
  });

  it('to is required, and must not be later than {max}', () => {
    expect(valideraGiltighet('2026-01-01', '')).toEqual({
      giltigTom: 'Fyll i till och med-datum.',
    });
    expect(valideraGiltighet('2026-01-01', undefined)).toEqual({
      giltigTom: 'Fyll i till och med-datum.',
    });
    expect(valideraGiltighet('2026-01-01', '', { tomKravs: false })).toEqual({});
    expect(valideraGiltighet('2026-01-01', '2030-01-02', granser)).toEqual({
      giltigTom: 'Till och med-datum kan inte vara senare än 2030-01-01.',
    });
    expect(valideraGiltighet('2026-01-01', '2030-01-01', granser)).toEqual({});
    expect(valideraGiltighet('2026-01-01', '2026-13-01')).toEqual({
      giltigTom: 'Fyll i ett giltigt datum.',
    });
  });

  it('property: two valid days are accepted exactly when from is not after to', () => {
    fc.assert(
      fc.property(kalenderdagArb, kalenderdagArb, (a, b) => {
        const fel = valideraGiltighet(iso(a), iso(b));
        expect(Object.keys(fel).length === 0).toBe(iso(a) <= iso(b));
      }),
    );
  });
});

describe('writing validity on a power', () => {
  it('removes giltigTom when empty and sets it otherwise', () => {
    const { giltigTom: _utan, ...utanSlut } = enFullmakt();
    expect(medGiltighet(enFullmakt(), '2026-02-01', '')).toEqual({
      ...utanSlut,
      giltigFrom: '2026-02-01',
    });
    expect(medGiltighet(enFullmakt(), '2026-02-01', ' ')).toEqual({
      ...utanSlut,
      giltigFrom: '2026-02-01',
    });
    expect(medGiltighet(enFullmakt(), '2026-02-01')).toEqual({
      ...utanSlut,
      giltigFrom: '2026-02-01',
    });
    expect(medGiltighet(enFullmakt(), '2026-02-01', ' 2026-03-01 ')).toEqual({
      ...enFullmakt(),
      giltigFrom: '2026-02-01',
      giltigTom: '2026-03-01',
    });
  });

  it('throws without a power', () => {
    expect(() => medGiltighet(undefined, '2026-02-01')).toThrow(
      'Försök att ändra giltighetstid utan fullmakt',
    );
  });
});

// Issue 36 item 20: a date typed as meant is read, not refused.
describe('dates typed as meant', () => {
  it('reads yyyymmdd and spaces around as yyyy-mm-dd', () => {
    expect(tolkaDatum('20261127')).toBe('2026-11-27');
    expect(tolkaDatum(' 2026-11-27 ')).toBe('2026-11-27');
    expect(tolkaDatum('27/11/2026')).toBe('27/11/2026');
    expect(valideraGiltighet('20261127', '20271126 ')).toEqual({});
    expect(valideraGiltighet('20261331', '')).toEqual({
      giltigFrom: 'Fyll i ett giltigt datum.',
      giltigTom: 'Fyll i till och med-datum.',
    });
    expect(medGiltighet(enFullmakt(), '20261127', '20271126')).toMatchObject({
      giltigFrom: '2026-11-27',
      giltigTom: '2027-11-26',
    });
  });

  it('property: every real day reads the same in both forms', () => {
    fc.assert(
      fc.property(kalenderdagArb, (d) => {
        const text = iso(d);
        expect(tolkaDatum(text.replace(/-/g, ''))).toBe(text);
        expect(tolkaDatum(` ${text} `)).toBe(text);
      }),
    );
  });
});

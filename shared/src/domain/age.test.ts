// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import { alderVid, arMyndig, fodelsedag } from './age';
import { kalenderdagArb } from './test-arbitraries';

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

describe('age at a date', () => {
  it('reads a birth date only from 12 leading digits', () => {
    expect(fodelsedag('198112189876')).toStrictEqual({ year: 1981, month: 12, day: 18 });
    expect(fodelsedag('197010632391')).toStrictEqual({ year: 1970, month: 10, day: 3 });
    expect(fodelsedag('x198112189876')).toBeUndefined();
    expect(fodelsedag('19811218')).toBeUndefined();
    expect(fodelsedag('abc')).toBeUndefined();
  });

  it('refuses a number without a birth date and a text that is no date', () => {
    expect(() => alderVid('abc', '2026-01-01')).toThrow('Inget födelsedatum i abc');
    expect(() => alderVid('198112189876', 'x2026-01-01')).toThrow('Ogiltigt datum: x2026-01-01');
    expect(() => alderVid('198112189876', 'idag')).toThrow('Ogiltigt datum: idag');
  });

  it('turns a year older on the birthday, not the day before', () => {
    expect(alderVid('200601151234', '2024-01-14')).toBe(17);
    expect(alderVid('200601151234', '2024-01-15')).toBe(18);
    expect(alderVid('20060115-1234', '2024-02-01')).toBe(18);
  });

  it('reads the birth day of a samnr as day minus 60', () => {
    expect(alderVid('200601751234', '2024-01-14')).toBe(17);
    expect(alderVid('200601751234', '2024-01-15')).toBe(18);
  });

  it('accepts a Date in local time', () => {
    expect(alderVid('200601151234', new Date(2024, 0, 15, 0, 30))).toBe(18);
  });

  it('decides the age limit at 18 by default', () => {
    expect(arMyndig('200601151234', '2024-01-14')).toBe(false);
    expect(arMyndig('200601151234', '2024-01-15')).toBe(true);
  });

  it('property: age is the year difference exactly on and after the birthday, one less before', () => {
    fc.assert(
      fc.property(kalenderdagArb, kalenderdagArb, (born, at) => {
        fc.pre(born.month !== 2 || born.day !== 29);
        const id = `${iso(born.year, born.month, born.day).replace(/-/g, '')}1234`;
        const before = at.month < born.month || (at.month === born.month && at.day < born.day);
        expect(alderVid(id, iso(at.year, at.month, at.day))).toBe(
          at.year - born.year - (before ? 1 : 0),
        );
      }),
    );
  });

  it('property: age never decreases as time passes', () => {
    fc.assert(
      fc.property(kalenderdagArb, kalenderdagArb, kalenderdagArb, (born, a, b) => {
        const id = `${iso(born.year, born.month, born.day).replace(/-/g, '')}1234`;
        const [first, second] =
          iso(a.year, a.month, a.day) <= iso(b.year, b.month, b.day) ? [a, b] : [b, a];
        expect(alderVid(id, iso(second.year, second.month, second.day))).toBeGreaterThanOrEqual(
          alderVid(id, iso(first.year, first.month, first.day)),
        );
      }),
    );
  });
});

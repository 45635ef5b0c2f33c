// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  arPersonnummerFormat,
  formateraPersonnummer,
  tolkaPersonnummer,
} from './personnummer-format';

describe('personnummer format ååååmmdd-nnnn', () => {
  it('accepts only 8 digits, a hyphen and 4 digits', () => {
    expect(arPersonnummerFormat('19811218-9876')).toBe(true);
    expect(arPersonnummerFormat('198112189876')).toBe(false);
    expect(arPersonnummerFormat('811218-9876')).toBe(false);
    expect(arPersonnummerFormat('19811218+9876')).toBe(false);
  });

  it('SPEC §9 personnummer format ååååmmdd-nnnn: spaces around the text do not count', () => {
    expect(arPersonnummerFormat(' 19811218-9876 ')).toBe(true);
    expect(arPersonnummerFormat('x19811218-9876')).toBe(false);
    expect(arPersonnummerFormat('19811218-98765')).toBe(false);
  });

  it('SPEC §9 personnummer format ååååmmdd-nnnn: shown from exactly 12 digits, hyphens anywhere dropped', () => {
    expect(formateraPersonnummer('1981-1218-9876')).toBe('19811218-9876');
    expect(formateraPersonnummer('19811218-9876')).toBe('19811218-9876');
    // Not exactly 12 digits: shown as it came.
    expect(formateraPersonnummer('x198112189876')).toBe('x198112189876');
    expect(formateraPersonnummer('1981121898761')).toBe('1981121898761');
    expect(formateraPersonnummer('19811218987')).toBe('19811218987');
  });

  it('formats 12 digits and parses them back', () => {
    expect(formateraPersonnummer('198112189876')).toBe('19811218-9876');
    expect(tolkaPersonnummer('19811218-9876')).toBe('198112189876');
    expect(tolkaPersonnummer('1981121-89876')).toBeUndefined();
    expect(formateraPersonnummer('abc')).toBe('abc');
  });

  // Issue 36 item 20: what a person obviously means is read, not refused.
  it('reads 12 digits as the hint says, and spaces around or inside', () => {
    expect(tolkaPersonnummer('199007302426')).toBe('199007302426');
    expect(tolkaPersonnummer('19900730-2426 ')).toBe('199007302426');
    expect(tolkaPersonnummer('  19900730 2426')).toBe('199007302426');
  });

  it('reads 10 digits in the century that makes the person under 100, + for 100 or older', () => {
    const idag = '2026-11-27';
    expect(tolkaPersonnummer('900730-2426', idag)).toBe('199007302426');
    expect(tolkaPersonnummer('9007302426', idag)).toBe('199007302426');
    expect(tolkaPersonnummer('080602-0012', idag)).toBe('200806020012');
    // Born on a day after today's in the century's year: the century before.
    expect(tolkaPersonnummer('261128-1234', idag)).toBe('192611281234');
    expect(tolkaPersonnummer('261127-1234', idag)).toBe('202611271234');
    expect(tolkaPersonnummer('191212+1218', idag)).toBe('191912121218');
    // A samordningsnummer's day is 60 more than the birth day.
    expect(tolkaPersonnummer('701063-2391', idag)).toBe('197010632391');
  });

  it('SPEC §9 (samordningsnummer: day + 60, from day 61): the century of a 10-digit samnr is decided by its birth day', () => {
    // Born today (27 + 60 = 87): this century; born tomorrow (88): the century before.
    expect(tolkaPersonnummer('261187-1234', '2026-11-27')).toBe('202611871234');
    expect(tolkaPersonnummer('261188-1234', '2026-11-27')).toBe('192611881234');
    // Day 60 is no samnr day: read as written, so it lies after the 27th.
    expect(tolkaPersonnummer('261160-1234', '2026-11-27')).toBe('192611601234');
    // A birth day below 10 (65 - 60 = 5) compares as 05: born today.
    expect(tolkaPersonnummer('261165-1234', '2026-11-05')).toBe('202611651234');
    expect(tolkaPersonnummer('261166-1234', '2026-11-05')).toBe('192611661234');
  });

  it('SPEC §9: the century is decided on the Swedish day of a moment, not the UTC day', () => {
    // 23:30 UTC on 27 November is 00:30 on 28 November in Sweden: born on the 28th is born today.
    const natt = new Date('2026-11-27T23:30:00Z');
    expect(tolkaPersonnummer('261128-1234', natt)).toBe('202611281234');
    expect(tolkaPersonnummer('261129-1234', natt)).toBe('192611291234');
  });

  it('refuses what is no personnummer', () => {
    for (const fel of ['', '19900730242', '19900730--2426', '19900730+2426', 'abc', '900730-242']) {
      expect(tolkaPersonnummer(fel, '2026-11-27')).toBeUndefined();
    }
  });

  it('property: every way of typing a 12-digit number reads back the same', () => {
    const sep = fc.constantFrom('', '-', ' - ');
    const space = fc.constantFrom('', ' ', '  ', '\t');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), sep, space, space, (digits, s, fore, efter) => {
        const typat = `${fore}${digits.slice(0, 8)}${s}${digits.slice(8)}${efter}`;
        expect(tolkaPersonnummer(typat)).toBe(digits);
      }),
    );
  });

  it('property: a 10-digit number reads as the 12-digit one of someone 0-99 years old', () => {
    const idag = '2026-11-27';
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1927-11-28T12:00:00Z'),
          max: new Date('2026-11-27T12:00:00Z'),
          noInvalidDate: true,
        }),
        fc.stringMatching(/^\d{4}$/),
        fc.boolean(),
        (fodd, nnnn, bindestreck) => {
          const ar = fodd.toISOString().slice(0, 10).replace(/-/g, '');
          const typat = `${ar.slice(2)}${bindestreck ? '-' : ''}${nnnn}`;
          expect(tolkaPersonnummer(typat, idag)).toBe(`${ar}${nnnn}`);
          const hundra = `${Number(ar.slice(0, 4)) - 100}${ar.slice(4)}`;
          expect(tolkaPersonnummer(`${ar.slice(2)}+${nnnn}`, idag)).toBe(`${hundra}${nnnn}`);
        },
      ),
    );
  });

  it('property: format then parse is the identity on 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (digits) => {
        expect(tolkaPersonnummer(formateraPersonnummer(digits))).toBe(digits);
      }),
    );
  });
});

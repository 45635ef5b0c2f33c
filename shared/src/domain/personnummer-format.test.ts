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

  it('formats 12 digits and parses them back', () => {
    expect(formateraPersonnummer('198112189876')).toBe('19811218-9876');
    expect(tolkaPersonnummer('19811218-9876')).toBe('198112189876');
    expect(tolkaPersonnummer('1981121-89876')).toBeUndefined();
    expect(formateraPersonnummer('abc')).toBe('abc');
  });

  it('property: format then parse is the identity on 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (digits) => {
        expect(tolkaPersonnummer(formateraPersonnummer(digits))).toBe(digits);
      }),
    );
  });
});

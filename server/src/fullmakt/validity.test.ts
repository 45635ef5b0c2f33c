// @vitest-environment node
import { addYears } from '../core/clock';
import { validityBounds } from './validity';

/** SPEC §5 Dates: the bounds {min} and {max} the server checks a validity period against. */
describe('SPEC §5 Dates: {min} is today, {max} giltighetMaxAr years ahead', () => {
  const settings = { giltighetMaxAr: 10 };

  it('a power of its own: from today to the same day ten years ahead', () => {
    expect(validityBounds(settings, '2026-11-27')).toEqual({
      min: '2026-11-27',
      max: '2036-11-27',
    });
    expect(validityBounds(settings, '2026-11-27', null)).toEqual({
      min: '2026-11-27',
      max: '2036-11-27',
    });
  });

  it('a power shared onward never reaches past its origin’s end', () => {
    expect(validityBounds(settings, '2026-11-27', '2030-01-01')).toEqual({
      min: '2026-11-27',
      max: '2030-01-01',
    });
    // The origin's end on the horizon itself, or past it: the horizon.
    expect(validityBounds(settings, '2026-11-27', '2036-11-27').max).toBe('2036-11-27');
    expect(validityBounds(settings, '2026-11-27', '2036-11-28').max).toBe('2036-11-27');
    expect(validityBounds(settings, '2026-11-27', '2036-11-26').max).toBe('2036-11-26');
  });

  it('whole years keep month and day; 29 February becomes 28 February', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-28');
    expect(addYears('2027-02-28', 1)).toBe('2028-02-28');
    expect(addYears('2027-03-29', 1)).toBe('2028-03-29');
    expect(addYears('2026-01-09', 10)).toBe('2036-01-09');
    expect(addYears('2027-02-10', 1)).toBe('2028-02-10');
    expect(addYears('0999-12-31', 1)).toBe('1000-12-31');
    expect(addYears('0098-01-01', 1)).toBe('0099-01-01');
  });
});

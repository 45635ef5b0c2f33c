// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  arGiltigtOrganisationsnummer,
  arGiltigtPersonnummer,
  arGiltigtSamordningsnummer,
  luhnCheckDigit,
  luhnValid,
} from './check-digits';
import { orgnummerArb, personnummerArb, samordningsnummerArb } from './test-arbitraries';

/** Changes one digit at `index` to a different digit. */
function byt(id: string, index: number, delta: number): string {
  const digit = (Number(id[index]) + delta) % 10;
  return `${id.slice(0, index)}${digit}${id.slice(index + 1)}`;
}

describe('check digits', () => {
  it('knows real numbers', () => {
    expect(arGiltigtPersonnummer('198112189876')).toBe(true);
    expect(arGiltigtPersonnummer('198112189877')).toBe(false);
    expect(arGiltigtOrganisationsnummer('5560360793')).toBe(true);
    expect(arGiltigtOrganisationsnummer('5560360794')).toBe(false);
    expect(arGiltigtSamordningsnummer('197010632391')).toBe(true);
  });

  it('rejects a pnr with an impossible date even when Luhn holds', () => {
    const body = '19900231123';
    expect(arGiltigtPersonnummer(`${body}${luhnCheckDigit(body.slice(2))}`)).toBe(false);
  });

  it('does not take a samnr for a pnr or the reverse', () => {
    expect(arGiltigtPersonnummer('197010632391')).toBe(false);
    expect(arGiltigtSamordningsnummer('198112189876')).toBe(false);
  });

  it('property: generated pnr, samnr and orgnr are valid', () => {
    fc.assert(fc.property(personnummerArb, (id) => arGiltigtPersonnummer(id)));
    fc.assert(fc.property(samordningsnummerArb, (id) => arGiltigtSamordningsnummer(id)));
    fc.assert(fc.property(orgnummerArb, (id) => arGiltigtOrganisationsnummer(id)));
  });

  it('property: changing the check digit makes a number invalid', () => {
    fc.assert(
      fc.property(personnummerArb, fc.integer({ min: 1, max: 9 }), (id, delta) => {
        expect(arGiltigtPersonnummer(byt(id, 11, delta))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(orgnummerArb, fc.integer({ min: 1, max: 9 }), (id, delta) => {
        expect(arGiltigtOrganisationsnummer(byt(id, 9, delta))).toBe(false);
      }),
    );
  });

  it('property: Luhn catches every single-digit change', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{5,15}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          const full = `${body}${luhnCheckDigit(body)}`;
          expect(luhnValid(full)).toBe(true);
          expect(luhnValid(byt(full, pos % full.length, delta))).toBe(false);
        },
      ),
    );
  });

  it('rejects wrong lengths and non-digits', () => {
    expect(arGiltigtPersonnummer('8112189876')).toBe(false);
    expect(arGiltigtOrganisationsnummer('55603607')).toBe(false);
    expect(luhnValid('abc')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('0')).toBe(false);
    expect(luhnValid('00')).toBe(true);
    expect(luhnValid('x18')).toBe(false);
    expect(luhnValid('18x')).toBe(false);
    expect(arGiltigtPersonnummer('1981121898760')).toBe(false);
    expect(arGiltigtPersonnummer('x98112189876')).toBe(false);
    expect(arGiltigtSamordningsnummer('1970106323910')).toBe(false);
    expect(arGiltigtOrganisationsnummer('55603607930')).toBe(false);
    expect(arGiltigtOrganisationsnummer('x5560360793')).toBe(false);
    // Luhn-valid 11-digit strings: only the length refuses them.
    expect(luhnValid('05560360793')).toBe(true);
    expect(arGiltigtOrganisationsnummer('05560360793')).toBe(false);
    const elva = `5560360793${luhnCheckDigit('5560360793')}`;
    expect(luhnValid(elva)).toBe(true);
    expect(arGiltigtOrganisationsnummer(elva)).toBe(false);
  });

  it('knows the Luhn digit of a known number (doubling from the right, minus 9 above 9)', () => {
    // 556036079: the worked example of Bolagsverket's orgnr, check digit 3.
    expect(luhnCheckDigit('556036079')).toBe(3);
    expect(luhnValid('5560360793')).toBe(true);
    expect(luhnValid('18')).toBe(true);
    expect(luhnValid('91')).toBe(true);
    expect(luhnValid('59')).toBe(true);
  });

  it('takes a samnr only with day + 60 (from day 61)', () => {
    const med = (kropp: string) => `19${kropp}${luhnCheckDigit(kropp)}`;
    // Day 60 is day 0 of a month plus 60: never a samordningsnummer; day 61 is the 1st.
    expect(arGiltigtSamordningsnummer(med('701060123'))).toBe(false);
    expect(arGiltigtSamordningsnummer(med('701061123'))).toBe(true);
    expect(arGiltigtSamordningsnummer(med('701001123'))).toBe(false);
  });
});

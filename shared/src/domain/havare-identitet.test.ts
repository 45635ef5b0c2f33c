// @vitest-environment node -- pure module, no DOM needed.
import fc from 'fast-check';
import { luhnCheckDigit } from './check-digits';
import { normaliseratHavare, tolkaHavare, tolkaOrganisationsnummer } from './havare-identitet';

const idag = '2026-11-27';

describe('a holder as typed: a person or an organisation', () => {
  it('reads an organisationsnummer, with or without hyphen, spaces or the 16 prefix', () => {
    for (const typat of ['556934-5670', '5569345670', ' 556934-5670 ', '16556934-5670']) {
      expect(tolkaHavare(typat, idag)).toEqual({ id: '5569345670', slag: 'organisation' });
    }
  });

  it('never reads a 10-digit personnummer as an organisation (its month is 01-12)', () => {
    expect(tolkaOrganisationsnummer('900730-2426')).toBeUndefined();
    expect(tolkaHavare('900730-2426', idag)).toEqual({ id: '199007302426', slag: 'person' });
  });

  it('shows what was read normalised, and leaves what was not', () => {
    expect(normaliseratHavare('199007302426', idag)).toBe('19900730-2426');
    expect(normaliseratHavare('19900730-2426 ', idag)).toBe('19900730-2426');
    expect(normaliseratHavare('9007302426', idag)).toBe('19900730-2426');
    expect(normaliseratHavare('5569345670', idag)).toBe('556934-5670');
    expect(normaliseratHavare('abc', idag)).toBe('abc');
  });

  it('property: normalising is idempotent and keeps the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 +-]{0,16}$/), (typat) => {
        const en = normaliseratHavare(typat, idag);
        expect(normaliseratHavare(en, idag)).toBe(en);
        const tolkad = tolkaHavare(typat, idag);
        if (tolkad !== undefined) {
          expect(tolkaHavare(en, idag)).toEqual(tolkad);
        }
      }),
    );
  });

  it('property: every organisationsnummer with a valid check digit reads back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d[2-9]\d{6}$/), (kropp) => {
        const orgnr = `${kropp}${luhnCheckDigit(kropp)}`;
        expect(tolkaOrganisationsnummer(`${orgnr.slice(0, 6)}-${orgnr.slice(6)}`)).toBe(orgnr);
      }),
    );
  });
});

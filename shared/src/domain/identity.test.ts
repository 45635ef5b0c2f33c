// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import { identitetstyp, tryTypaIdentitet, typaIdentitet, arPersonTyp } from './identity';

describe('identity typing', () => {
  it('types 10 digits starting 302 as gdnr', () => {
    expect(identitetstyp('3021234567')).toBe('gdnr');
  });

  it('types other 10 digits as orgnr', () => {
    expect(identitetstyp('5560123456')).toBe('orgnr');
  });

  it('drops a leading 16 from a 12-digit number', () => {
    expect(typaIdentitet('165560123456')).toEqual({ id: '5560123456', typ: 'orgnr' });
    expect(typaIdentitet('163021234567')).toEqual({ id: '3021234567', typ: 'gdnr' });
  });

  it('keeps a 10-digit number starting 16 as it is (only a 12-digit number loses the prefix)', () => {
    expect(typaIdentitet('1655601234')).toEqual({ id: '1655601234', typ: 'orgnr' });
    expect(typaIdentitet('195560123456')).toEqual({ id: '195560123456', typ: 'pnr' });
  });

  it('types 12 digits with day 60 or more as samnr, else pnr', () => {
    expect(typaIdentitet('199001601234')).toEqual({ id: '199001601234', typ: 'samnr' });
    expect(identitetstyp('199001601234')).toBe('samnr');
    expect(identitetstyp('199001591234')).toBe('pnr');
    expect(identitetstyp('199001011234')).toBe('pnr');
  });

  it('accepts the ååååmmdd-nnnn separator, a plus and spaces', () => {
    expect(typaIdentitet('19900101-1234')).toEqual({ id: '199001011234', typ: 'pnr' });
    expect(typaIdentitet(' 19900101+1234 ')).toEqual({ id: '199001011234', typ: 'pnr' });
    expect(typaIdentitet('556012 3456')).toEqual({ id: '5560123456', typ: 'orgnr' });
  });

  it("throws 'Ogiltig identitet' for other lengths and non-digits", () => {
    expect(() => typaIdentitet('12345')).toThrow('Ogiltig identitet');
    expect(() => typaIdentitet('')).toThrow('Ogiltig identitet');
    expect(() => typaIdentitet('19900101123')).toThrow('Ogiltig identitet');
    expect(() => typaIdentitet('55601234ab')).toThrow('Ogiltig identitet');
    expect(() => typaIdentitet('5560.123456')).toThrow('Ogiltig identitet');
    expect(tryTypaIdentitet('x5560123456')).toBeUndefined();
    expect(tryTypaIdentitet('x556012345')).toBeUndefined();
    expect(tryTypaIdentitet('5560123456x')).toBeUndefined();
  });

  it('property: every digit string is typed by its length alone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
        const typed = tryTypaIdentitet(digits);
        const effective =
          digits.length === 12 && digits.startsWith('16') ? digits.slice(2) : digits;
        if (effective.length === 10) {
          expect(typed?.typ).toBe(effective.startsWith('302') ? 'gdnr' : 'orgnr');
        } else if (effective.length === 12) {
          expect(typed?.typ).toBe(Number(effective.slice(6, 8)) >= 60 ? 'samnr' : 'pnr');
        } else {
          expect(typed).toBeUndefined();
        }
        if (typed) {
          expect(typed.id).toBe(effective);
        }
      }),
    );
  });

  it('property: typing is idempotent on its own output id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$|^\d{12}$/), (digits) => {
        const once = typaIdentitet(digits);
        // A 10-digit id never starts with 16 + 10 digits, so re-typing it gives the same answer.
        expect(typaIdentitet(once.id)).toEqual(once);
      }),
    );
  });

  it('tells persons from organisations', () => {
    expect(arPersonTyp('pnr')).toBe(true);
    expect(arPersonTyp('samnr')).toBe(true);
    expect(arPersonTyp('orgnr')).toBe(false);
    expect(arPersonTyp('gdnr')).toBe(false);
  });
});

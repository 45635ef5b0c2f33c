// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  fullmaktshavareUppslagFel,
  valideraAntalFullmaktshavare,
  valideraFullmaktshavare,
} from './validate-fullmaktshavare';
import { formateraPersonnummer } from './personnummer-format';
import { personnummerArb } from './test-arbitraries';

const idag = '2026-06-01';

describe('proxy person validation', () => {
  it("says 'Fyll i fullmaktshavare.' when empty", () => {
    expect(valideraFullmaktshavare('', { idag })).toBe('Fyll i fullmaktshavare.');
    expect(valideraFullmaktshavare('   ', { idag })).toBe('Fyll i fullmaktshavare.');
    expect(valideraFullmaktshavare(undefined, { idag })).toBe('Fyll i fullmaktshavare.');
  });

  it('rejects a wrong format or check digit with the format message', () => {
    const fel =
      'Felaktigt personnummer. Fyll i ett personnummer och använd formatet ååååmmdd-nnnn.';
    expect(valideraFullmaktshavare('19811218-9877', { idag })).toBe(fel);
    expect(valideraFullmaktshavare('1981121-89876', { idag })).toBe(fel);
    expect(valideraFullmaktshavare('556934-5671', { idag })).toBe(fel);
  });

  // Issue 36 items 20 and 9: typed as the hint says, as meant, or an organisation's number.
  it('accepts a personnummer typed as meant, and an organisationsnummer', () => {
    expect(valideraFullmaktshavare('198112189876', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('19811218-9876 ', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('811218-9876', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('556934-5670', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('5569345670', { idag, egetId: '5569345670' })).toBe(
      'Fullmakten kan inte delas ut till dig själv.',
    );
  });

  it('refuses the signed-in user', () => {
    expect(valideraFullmaktshavare('19811218-9876', { idag, egetId: '198112189876' })).toBe(
      'Fullmakten kan inte delas ut till dig själv.',
    );
  });

  it('refuses a person under 18 at the given day', () => {
    // 20080601-xxxx turns 18 on 2026-06-01.
    expect(valideraFullmaktshavare('20080602-0012', { idag })).toBe(
      'Kontrollera personnumret. Fullmaktshavaren är under 18 år.',
    );
  });

  it('accepts a person who turns 18 on the very day (Under 18 means before the 18th birthday)', () => {
    // 20080601-0013 turns 18 on 2026-06-01.
    expect(valideraFullmaktshavare('20080601-0013', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('20080601-0013', { idag: '2026-05-31' })).toBe(
      'Kontrollera personnumret. Fullmaktshavaren är under 18 år.',
    );
  });

  it('refuses the signed-in user however their id is written (Self-assignment)', () => {
    expect(valideraFullmaktshavare('19811218-9876', { idag, egetId: '19811218-9876' })).toBe(
      'Fullmakten kan inte delas ut till dig själv.',
    );
    expect(valideraFullmaktshavare('19811218-9876', { idag, egetId: '197010632391' })).toBe(
      undefined,
    );
  });

  it('accepts a valid adult personnummer and samordningsnummer', () => {
    expect(valideraFullmaktshavare('19811218-9876', { idag })).toBeUndefined();
    expect(valideraFullmaktshavare('19701063-2391', { idag })).toBeUndefined();
  });

  it('maps lookup outcomes to their messages', () => {
    expect(fullmaktshavareUppslagFel('saknas')).toBe('Personnumret finns inte.');
    expect(fullmaktshavareUppslagFel('fel')).toBe(
      'Personuppgifter kunde inte hämtas. Försök igen senare.',
    );
    expect(fullmaktshavareUppslagFel('hittad')).toBeUndefined();
  });

  it('property: every valid pnr born 18 or more years before is accepted', () => {
    fc.assert(
      fc.property(personnummerArb, (id) => {
        fc.pre(id.slice(0, 8) <= '20080601');
        expect(valideraFullmaktshavare(formateraPersonnummer(id), { idag })).toBeUndefined();
      }),
    );
  });

  it('allows at most ten holders on one power', () => {
    expect(valideraAntalFullmaktshavare(10)).toBeUndefined();
    expect(valideraAntalFullmaktshavare(11)).toBe('En fullmakt kan ha högst 10 fullmaktshavare.');
  });
});

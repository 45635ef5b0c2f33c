// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  arAllaObligatoriska,
  arEnsamSignatar,
  forvaldaSignatarer,
  givnaSignatarer,
  kanTecknaEnsam,
  kanValjaFler,
  ovaldaObligatoriska,
  valideraSignatarer,
} from './validate-signatarer';
import { ettSigneringsalternativ } from './test-fixtures';

const [a, b, c] = ['198112189876', '197010632391', '196408233234'];

describe('signatory rules', () => {
  it("asks for at least min: 'Minst {min} personer ska skriva under'", () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), [a])).toEqual({
      fel: 'Minst 2 personer ska skriva under',
      kvar: 2,
      tips: 'Välj minst 1 person till.',
      saknas: 1,
    });
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, b])).toStrictEqual({
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
  });

  it("refuses more than max: 'För många valda personer'", () => {
    const alt = ettSigneringsalternativ({ max: 2 });
    expect(valideraSignatarer(alt, [a, b, c])).toEqual({
      fel: 'För många valda personer',
      kvar: 0,
      tips: 'Du kan inte välja fler personer.',
      saknas: 0,
    });
    // Exactly max is allowed.
    expect(valideraSignatarer(alt, [a, b])).toEqual({
      kvar: 0,
      tips: 'Du kan inte välja fler personer.',
      saknas: 0,
    });
  });

  it('refuses a person outside the group (every chosen person must be in the group)', () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, '200001011234'])).toEqual({
      fel: 'En vald person ingår inte i gruppen som kan skriva under.',
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
  });

  it('counts a person chosen twice once', () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, a])).toEqual({
      fel: 'Minst 2 personer ska skriva under',
      kvar: 2,
      tips: 'Välj minst 1 person till.',
      saknas: 1,
    });
  });

  it('requires every mandatory member (choosing the whole group includes them all)', () => {
    const alt = ettSigneringsalternativ({
      min: 1,
      personer: [
        { id: a, obligatorisk: true },
        { id: b, obligatorisk: false },
        { id: c, obligatorisk: false },
      ],
    });
    expect(valideraSignatarer(alt, [b])).toEqual({
      fel: 'Alla obligatoriska personer i gruppen måste skriva under.',
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
    expect(valideraSignatarer(alt, [a, b])).toEqual({
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
    expect(valideraSignatarer(alt, [a, b, c])).toEqual({
      kvar: 0,
      tips: 'Du kan inte välja fler personer.',
      saknas: 0,
    });
  });

  it('counts unchosen mandatory members against the room left', () => {
    const alt = ettSigneringsalternativ({
      min: 1,
      max: 2,
      personer: [
        { id: a, obligatorisk: true },
        { id: b, obligatorisk: false },
        { id: c, obligatorisk: false },
      ],
    });
    expect(valideraSignatarer(alt, [])).toEqual({
      fel: 'Minst 1 personer ska skriva under',
      kvar: 1,
      tips: 'Välj minst 1 person till.',
      saknas: 1,
    });
    expect(valideraSignatarer(alt, [b])).toEqual({
      fel: 'Alla obligatoriska personer i gruppen måste skriva under.',
      kvar: 0,
      tips: 'Du kan inte välja fler personer.',
      saknas: 0,
    });
    expect(kanValjaFler(alt, [b])).toBe(false);
    expect(ovaldaObligatoriska(alt, [b])).toStrictEqual([a]);
    expect(ovaldaObligatoriska(alt, [a, b])).toStrictEqual([]);
    expect(valideraSignatarer(alt, [a])).toEqual({
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
  });

  it('gives a remaining-count hint: how many more are needed while below min, then how many more fit', () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), []).tips).toBe(
      'Välj minst 2 personer till.',
    );
    expect(valideraSignatarer(ettSigneringsalternativ(), [a]).tips).toBe(
      'Välj minst 1 person till.',
    );
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, b]).tips).toBe(
      'Du kan välja 1 person till.',
    );
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, b, c]).tips).toBe(
      'Du kan inte välja fler personer.',
    );
  });

  it('never offers more room than the group has members', () => {
    expect(valideraSignatarer(ettSigneringsalternativ({ max: 10 }), [a, b])).toEqual({
      kvar: 1,
      tips: 'Du kan välja 1 person till.',
      saknas: 0,
    });
  });

  it('uses the group size as the limit when max is not given', () => {
    const alt = ettSigneringsalternativ({ max: undefined, min: undefined });
    expect(valideraSignatarer(alt, [a])).toEqual({
      kvar: 2,
      tips: 'Du kan välja 2 personer till.',
      saknas: 0,
    });
    expect(valideraSignatarer(alt, [a, b, c])).toEqual({
      kvar: 0,
      tips: 'Du kan inte välja fler personer.',
      saknas: 0,
    });
  });

  it('flags the two special group kinds', () => {
    const ensam = ettSigneringsalternativ({
      min: 1,
      max: 1,
      personer: [{ id: a, obligatorisk: false }],
    });
    expect(arEnsamSignatar(ensam, a)).toBe(true);
    expect(arEnsamSignatar(ensam)).toBe(true);
    expect(arEnsamSignatar(ensam, b)).toBe(false);
    expect(arEnsamSignatar(ettSigneringsalternativ())).toBe(false);
    const alla = ettSigneringsalternativ({
      personer: [
        { id: a, obligatorisk: true },
        { id: b, obligatorisk: true },
      ],
    });
    expect(arAllaObligatoriska(alla)).toBe(true);
    expect(arAllaObligatoriska(ettSigneringsalternativ())).toBe(false);
    expect(givnaSignatarer(ensam)).toEqual([a]);
    expect(givnaSignatarer(alla)).toEqual([a, b]);
    expect(forvaldaSignatarer(ensam)).toEqual([a]);
    expect(forvaldaSignatarer(alla)).toEqual([a, b]);
  });

  it('a single-person group is flagged only with min 1 (groups with min 1 where the person is the only option)', () => {
    const ensam = (min: number | undefined) =>
      ettSigneringsalternativ({ min, max: 1, personer: [{ id: a, obligatorisk: false }] });
    expect(arEnsamSignatar(ensam(2), a)).toBe(false);
    expect(arEnsamSignatar(ensam(undefined), a)).toBe(false);
    const tva = ettSigneringsalternativ({
      min: 1,
      personer: [
        { id: a, obligatorisk: false },
        { id: b, obligatorisk: false },
      ],
    });
    expect(arEnsamSignatar(tva, a)).toBe(false);
    expect(arEnsamSignatar(tva)).toBe(false);
    expect(givnaSignatarer(ensam(undefined))).toBeUndefined();
    expect(forvaldaSignatarer(ensam(undefined))).toEqual([]);
  });

  it('an empty group is neither special kind and preselects no one', () => {
    const tom = ettSigneringsalternativ({ min: 1, personer: [] });
    expect(arEnsamSignatar(tom)).toBe(false);
    expect(arAllaObligatoriska(tom)).toBe(false);
    expect(givnaSignatarer(tom)).toBeUndefined();
    expect(forvaldaSignatarer(tom)).toEqual([]);
  });

  it('a mixed group is not all mandatory and preselects only its mandatory members', () => {
    const blandad = ettSigneringsalternativ({
      personer: [
        { id: a, obligatorisk: false },
        { id: b, obligatorisk: true },
        { id: c, obligatorisk: false },
      ],
    });
    expect(arAllaObligatoriska(blandad)).toBe(false);
    expect(givnaSignatarer(blandad)).toBeUndefined();
    expect(forvaldaSignatarer(blandad)).toEqual([b]);
  });

  it('room left: one more can be chosen while there is room (kanValjaFler)', () => {
    expect(kanValjaFler(ettSigneringsalternativ(), [a])).toBe(true);
    expect(kanValjaFler(ettSigneringsalternativ(), [a, b, c])).toBe(false);
  });
});

describe('signatory rules, properties', () => {
  it('room left plus chosen plus unchosen mandatory members never passes the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (obligatoriska, val, max) => {
          const personer = obligatoriska.map((obligatorisk, i) => ({ id: `p${i}`, obligatorisk }));
          const alt = ettSigneringsalternativ({ personer, min: 1, max });
          const valda = personer.filter((_, i) => val[i]).map((p) => p.id);
          const status = valideraSignatarer(alt, valda);
          const ovalda = personer.filter((p) => p.obligatorisk && !valda.includes(p.id)).length;
          expect(status.kvar).toBeGreaterThanOrEqual(0);
          const tak = Math.min(max, personer.length);
          if (valda.length + ovalda <= tak) {
            expect(status.kvar + valda.length + ovalda).toBe(tak);
          } else {
            expect(status.kvar).toBe(0);
          }
          if (status.fel === undefined) {
            expect(valda.length).toBeGreaterThanOrEqual(1);
            expect(valda.length).toBeLessThanOrEqual(max);
            expect(ovalda).toBe(0);
          }
        },
      ),
    );
  });

  it('tells who may sign alone: in an option their signature alone fulfils', () => {
    const styrelsen = ettSigneringsalternativ();
    const ensam = ettSigneringsalternativ({
      id: 's2',
      min: 1,
      max: 1,
      personer: [{ id: c, obligatorisk: false }],
    });
    const ordforandeMaste = ettSigneringsalternativ({
      id: 's3',
      min: 1,
      personer: [
        { id: a, obligatorisk: true },
        { id: b, obligatorisk: false },
      ],
    });
    expect(kanTecknaEnsam([styrelsen], a)).toBe(false);
    expect(kanTecknaEnsam([styrelsen, ensam], c)).toBe(true);
    expect(kanTecknaEnsam([styrelsen, ensam], a)).toBe(false);
    expect(kanTecknaEnsam([ordforandeMaste], a)).toBe(true);
    expect(kanTecknaEnsam([ordforandeMaste], b)).toBe(false);
  });
});

// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  arAllaObligatoriska,
  arEnsamSignatar,
  forvaldaSignatarer,
  kanTecknaEnsam,
  kanValjaFler,
  valideraSignatarer,
} from './validate-signatarer';
import { ettSigneringsalternativ } from './test-fixtures';

const [a, b, c] = ['198112189876', '197010632391', '196408233234'];

describe('signatory rules', () => {
  it("asks for at least min: 'Minst {min} personer ska skriva under'", () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), [a]).fel).toBe(
      'Minst 2 personer ska skriva under',
    );
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, b]).fel).toBeUndefined();
  });

  it("refuses more than max: 'För många valda personer'", () => {
    const alt = ettSigneringsalternativ({ max: 2 });
    expect(valideraSignatarer(alt, [a, b, c]).fel).toBe('För många valda personer');
  });

  it('refuses a person outside the group', () => {
    expect(valideraSignatarer(ettSigneringsalternativ(), [a, '200001011234']).fel).toBe(
      'En vald person ingår inte i gruppen som kan skriva under.',
    );
  });

  it('requires mandatory members unless the whole group is chosen', () => {
    const alt = ettSigneringsalternativ({
      min: 1,
      personer: [
        { id: a, obligatorisk: true },
        { id: b, obligatorisk: false },
        { id: c, obligatorisk: false },
      ],
    });
    expect(valideraSignatarer(alt, [b]).fel).toBe(
      'Alla obligatoriska personer i gruppen måste skriva under.',
    );
    expect(valideraSignatarer(alt, [a, b]).fel).toBeUndefined();
    expect(valideraSignatarer(alt, [a, b, c]).fel).toBeUndefined();
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
    expect(valideraSignatarer(alt, []).kvar).toBe(1);
    expect(valideraSignatarer(alt, [b]).kvar).toBe(0);
    expect(kanValjaFler(alt, [b])).toBe(false);
    expect(valideraSignatarer(alt, [a]).kvar).toBe(1);
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
    expect(valideraSignatarer(ettSigneringsalternativ(), [a]).saknas).toBe(1);
  });

  it('never offers more room than the group has members', () => {
    expect(valideraSignatarer(ettSigneringsalternativ({ max: 10 }), [a]).kvar).toBe(2);
  });

  it('uses the group size as the limit when max is not given', () => {
    const alt = ettSigneringsalternativ({ max: undefined, min: undefined });
    expect(valideraSignatarer(alt, [a]).kvar).toBe(2);
    expect(valideraSignatarer(alt, [a, b, c]).fel).toBeUndefined();
  });

  it('flags the two special group kinds', () => {
    const ensam = ettSigneringsalternativ({
      min: 1,
      max: 1,
      personer: [{ id: a, obligatorisk: false }],
    });
    expect(arEnsamSignatar(ensam, a)).toBe(true);
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
    expect(forvaldaSignatarer(ensam)).toEqual([a]);
    expect(forvaldaSignatarer(alla)).toEqual([a, b]);
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
            expect(ovalda === 0 || valda.length === personer.length).toBe(true);
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

// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import fc from 'fast-check';
import {
  antalUiSidor,
  masteAterstallaSida,
  sidUrval,
  uiSidansRader,
  utanFullmakt,
  utanUtdelning,
} from './list-rules';
import { enFullmakt } from './test-fixtures';
import type { FullmaktListaSvar } from './listing';

function lista(ids: string[], number = 0, totalElements = ids.length): FullmaktListaSvar {
  return {
    fullmakter: ids.map((id) => enFullmakt({ id })),
    page: { number, size: 20, totalElements, totalPages: Math.ceil(totalElements / 20) },
  };
}

describe('list paging', () => {
  it('maps UI pages of 5 onto API pages of 20', () => {
    expect(sidUrval(1)).toEqual({ apiSida: 0, start: 0, slut: 5 });
    expect(sidUrval(4)).toEqual({ apiSida: 0, start: 15, slut: 20 });
    expect(sidUrval(5)).toEqual({ apiSida: 1, start: 0, slut: 5 });
    expect(antalUiSidor(21)).toBe(5);
  });

  it('slices the UI page out of the API page', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `f${i}`);
    expect(uiSidansRader(lista(ids), 2).map((f) => f.id)).toEqual(['f5', 'f6', 'f7', 'f8', 'f9']);
  });

  it('resets to the first page on an empty page above the first', () => {
    expect(masteAterstallaSida(lista([], 1, 20))).toBe(true);
    expect(masteAterstallaSida(lista([], 0, 0))).toBe(false);
    expect(masteAterstallaSida(lista(['a'], 1, 21))).toBe(false);
  });
});

describe('deleting from a listing', () => {
  it('removes the power and reduces the totals', () => {
    const efter = utanFullmakt(lista(['a', 'b'], 0, 21), 'a');
    expect(efter.fullmakter.map((f) => f.id)).toEqual(['b']);
    expect(efter.page).toMatchObject({ totalElements: 20, totalPages: 1 });
  });

  it('leaves totals alone when the power was not listed', () => {
    expect(utanFullmakt(lista(['b']), 'a').page.totalElements).toBe(1);
  });

  it("removes a re-delegation from its origin's utdelningar and clears vidaredelad when none remain", () => {
    const origin = enFullmakt({
      id: 'o',
      metadata: { utdelningar: [{ id: 'a' }, { id: 'c' }], vidaredelad: true },
    });
    const ett = utanUtdelning(origin, 'a');
    expect(ett.metadata).toEqual({ utdelningar: [{ id: 'c' }], vidaredelad: true });
    expect(utanUtdelning(ett, 'c').metadata).toEqual({ utdelningar: [], vidaredelad: false });
    const svar: FullmaktListaSvar = {
      ...lista(['a']),
      fullmakter: [origin, enFullmakt({ id: 'a' })],
    };
    expect(utanFullmakt(svar, 'a').fullmakter[0]?.metadata?.utdelningar).toEqual([{ id: 'c' }]);
  });
});

describe('list rules, properties', () => {
  it('every UI page lies wholly inside one API page at the right offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (uiSida) => {
        const { apiSida, start, slut } = sidUrval(uiSida);
        expect(apiSida * 20 + start).toBe((uiSida - 1) * 5);
        expect(slut - start).toBe(5);
        expect(slut).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('deleting a listed power reduces the total by exactly one and never below zero', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.nat(50),
        (ids, pick, extra) => {
          const id = ids[pick % ids.length] ?? '';
          const fore = lista(ids, 0, ids.length + extra);
          const efter = utanFullmakt(fore, id);
          expect(efter.page.totalElements).toBe(ids.length + extra - 1);
          expect(efter.fullmakter.some((f) => f.id === id)).toBe(false);
          expect(efter.fullmakter).toHaveLength(ids.length - 1);
        },
      ),
    );
  });
});

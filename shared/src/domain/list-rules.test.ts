// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { antalUiSidor, masteAterstallaSida, sidUrval, uiSidansRader, utanFullmakt, utanUtdelning } from './list-rules';
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
    const origin = enFullmakt({ id: 'o', metadata: { utdelningar: [{ id: 'a' }, { id: 'c' }], vidaredelad: true } });
    const ett = utanUtdelning(origin, 'a');
    expect(ett.metadata).toEqual({ utdelningar: [{ id: 'c' }], vidaredelad: true });
    expect(utanUtdelning(ett, 'c').metadata).toEqual({ utdelningar: [], vidaredelad: false });
    const svar: FullmaktListaSvar = { ...lista(['a']), fullmakter: [origin, enFullmakt({ id: 'a' })] };
    expect(utanFullmakt(svar, 'a').fullmakter[0]?.metadata?.utdelningar).toEqual([{ id: 'c' }]);
  });
});

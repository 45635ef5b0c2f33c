// @vitest-environment node -- pure module, no DOM needed.
import { underskriftslage } from './underskriftslage';
import { enFullmakt } from './test-fixtures';
import type { FullmaktSignatar, FullmaktStatus } from './fullmakt';

const erik = { id: '196905274517', typ: 'pnr' as const, fornamn: 'Erik', namn: 'Johansson' };
const maria = { id: '198209142622', typ: 'pnr' as const, fornamn: 'Maria', namn: 'Svensson' };
const signerad: FullmaktSignatar = { fysiskPerson: erik, underskriven: '2026-03-02T09:00:00Z' };
const osignerad: FullmaktSignatar = { fysiskPerson: maria };

describe('how far the signatures have come', () => {
  it.each<[string, FullmaktStatus, FullmaktSignatar[], string, object | undefined]>([
    [
      'nobody has signed',
      'VANTAR_PA_UNDERSKRIFT',
      [{ fysiskPerson: erik }, osignerad],
      maria.id,
      { klara: 0, totalt: 2, kvar: [erik, maria], vantarPa: true },
    ],
    [
      'one of two, waiting for the other',
      'DELVIS_UNDERSKRIVEN',
      [signerad, osignerad],
      maria.id,
      { klara: 1, totalt: 2, kvar: [maria], vantarPa: true },
    ],
    [
      'one of two, not waiting for the one who signed',
      'DELVIS_UNDERSKRIVEN',
      [signerad, osignerad],
      erik.id,
      { klara: 1, totalt: 2, kvar: [maria], vantarPa: false },
    ],
    ['a finished power says nothing', 'UNDERSKRIVEN', [signerad], erik.id, undefined],
    ['a draft says nothing', 'PABORJAD', [], erik.id, undefined],
  ])('%s', (_namn, status, signatarer, person, lage) => {
    expect(underskriftslage(enFullmakt({ status, signatarer }), person)).toEqual(lage);
  });
});

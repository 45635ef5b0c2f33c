// Received powers for the holder's tests: Anna's power to Ali carrying the right to share,
// and the share's draft the server answers when Ali starts sharing it onward.
import type { Fullmakt } from '@fullmakt/shared';
import { enFullmakt } from '@fullmakt/shared/testing';

export const DELA_RATT = {
  kod: 'dela.vidare',
  rubrik: 'Dela vidare',
  beskrivning: 'Dela fullmakten vidare',
};

export function tillAli(overrides: Partial<Fullmakt> = {}): Fullmakt {
  return enFullmakt({
    fullmaktshavare: [{ id: '199901113572', typ: 'pnr', fornamn: 'Ali', namn: 'Yilmaz' }],
    behorigheter: [
      { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' },
      { kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter' },
      DELA_RATT,
    ],
    transportfullmakt: true,
    vidaredelning: 0,
    ...overrides,
  });
}

export function aliDelning(overrides: Partial<Fullmakt> = {}): Fullmakt {
  return enFullmakt({
    id: 'd1',
    status: 'PABORJAD',
    fullmaktsgivare: { id: '199901113572', typ: 'pnr', fornamn: 'Ali', namn: 'Yilmaz' },
    skapare: { id: '199901113572' },
    fullmaktshavare: [],
    behorigheter: [],
    giltigFrom: '2026-01-03',
    vidaredelning: 1,
    ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'f1' } },
    ...overrides,
  });
}

// Sample entities for tests across shared. Built through the schemas so they stay valid.
import type { Fullmakt } from './fullmakt';
import type { Mall } from './mall';
import type { Signeringsalternativ } from './signering';
import type { Tredjeman } from './tredjeman';

export function enFullmakt(overrides: Partial<Fullmakt> = {}): Fullmakt {
  return {
    id: 'f1',
    skapadTidpunkt: '2026-01-02T10:00:00Z',
    rubrik: 'Deklarationsombud',
    skapare: { id: '198112189876' },
    tredjeman: { id: '2021005448' },
    fullmaktsgivare: { id: '5560360793', typ: 'orgnr' },
    fullmaktsgivarroll: 'Organisation',
    fullmaktshavare: [{ id: '197010632391', typ: 'samnr', fornamn: 'Eva', namn: 'Ek' }],
    giltigFrom: '2026-01-03',
    giltigTom: '2027-01-03',
    signatarer: [],
    behorigheter: [{ kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' }],
    transportfullmakt: false,
    ursprung: { mall: { id: 'm1' } },
    ...overrides,
  };
}

export function enMall(overrides: Partial<Mall> = {}): Mall {
  return {
    id: 'm1',
    rubrik: 'Deklarationsombud',
    tredjeman: { id: '2021005448' },
    fullmaktsgivarroll: ['Organisation', 'Privat'],
    behorigheter: [
      { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration', obligatorisk: true },
      { kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter', obligatorisk: false },
    ],
    ...overrides,
  };
}

export function enTredjeman(overrides: Partial<Tredjeman> = {}): Tredjeman {
  return { id: '2021005448', namn: 'Skatteverket', behorigheter: ['skapa', 'visa'], ...overrides };
}

export function ettSigneringsalternativ(
  overrides: Partial<Signeringsalternativ> = {},
): Signeringsalternativ {
  return {
    id: 's1',
    typ: 'firmateckning',
    namn: 'Styrelsen',
    obligatorisk: false,
    personer: [
      { id: '198112189876', obligatorisk: false },
      { id: '197010632391', obligatorisk: false },
      { id: '196408233234', obligatorisk: false },
    ],
    rubrik: 'Styrelsen i förening',
    min: 2,
    max: 3,
    ...overrides,
  };
}

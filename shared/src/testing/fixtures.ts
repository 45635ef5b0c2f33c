// Sample powers, third parties and templates for the tests of every remote, typed by the
// shared schemas (test-only: @fullmakt/shared/testing is never part of a build).
import type { Fullmakt } from '../domain/fullmakt';
import type { User } from '../domain/parties';
import type { FullmaktListaSvar } from '../domain/listing';
import type { Mall } from '../domain/mall';
import type { Tredjeman } from '../domain/tredjeman';

export function enFullmakt(overrides: Partial<Fullmakt> = {}): Fullmakt {
  return {
    id: 'f1',
    skapadTidpunkt: '2026-01-02T10:00:00Z',
    rubrik: 'Deklarationsombud',
    skapare: { id: '197803122386' },
    tredjeman: { id: '2021005448', namn: 'Skatteverket' },
    fullmaktsgivare: { id: '197803122386', typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
    fullmaktsgivarroll: 'Privat',
    fullmaktshavare: [{ id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' }],
    giltigFrom: '2026-01-03',
    giltigTom: '2027-01-03',
    signatarer: [],
    behorigheter: [{ kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' }],
    transportfullmakt: false,
    ursprung: { mall: { id: 'm1' } },
    status: 'UNDERSKRIVEN',
    ...overrides,
  };
}

export function listSvar(
  fullmakter: Fullmakt[],
  totalElements = fullmakter.length,
): FullmaktListaSvar {
  return {
    fullmakter,
    page: { number: 0, size: 20, totalElements, totalPages: Math.ceil(totalElements / 20) },
  };
}

export const TREDJEMAN: Tredjeman[] = [
  { id: '2120000001', namn: 'Älvdalens kommun', behorigheter: ['skapa', 'visa'] },
  { id: '2021005448', namn: 'Skatteverket', behorigheter: ['skapa'] },
  { id: '2120000002', namn: 'Bara visning', behorigheter: ['visa'] },
];

export const MALL: Mall = {
  id: 'm1',
  rubrik: 'Deklarationsombud',
  tredjeman: { id: '2021005448' },
  fullmaktsgivarroll: ['Privat'],
  behorigheter: [
    { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration', obligatorisk: true },
    { kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter', obligatorisk: false },
  ],
};

/** Anna Lindqvist from the server's seed, signed in with the BankID mock: the tests' adult. */
export const ANNA: User = {
  sub: '197803122386',
  id: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
  sekretess: false,
};

// Query keys in one place, shaped so that a prefix selects a whole family
// (e.g. ['fullmakter', 'givare'] is every cached page of powers given).
import type { AppMode } from '../../domain/app-mode';
import type { TidFilter } from '../../domain/enums';
import type { SigneringsalternativBegaran } from '../../domain/signering';

/** Powers given (fullmaktsgivare) or received (fullmaktshavare). */
export type ListaTyp = 'givare' | 'havare';

export interface ListaNyckel {
  typ: ListaTyp;
  /** The principal whose powers are listed. */
  partId: string;
  text: string;
  tid?: TidFilter;
  apiSida: number;
}

export const queryKeys = {
  allaListor: () => ['fullmakter'] as const,
  listor: (typ: ListaTyp) => ['fullmakter', typ] as const,
  lista: (n: ListaNyckel) =>
    [
      'fullmakter',
      n.typ,
      { partId: n.partId, text: n.text, tid: n.tid ?? null, apiSida: n.apiSida },
    ] as const,
  allaFullmakt: () => ['fullmakt'] as const,
  /** Under `allaFullmakt`, so what refreshes a power after a change refreshes its history. */
  historik: (id: string) => ['fullmakt', 'historik', id] as const,
  fullmakt: (orgnummer: string, id: string) => ['fullmakt', orgnummer, id] as const,
  utkastListor: () => ['utkastlista'] as const,
  utkastLista: (orgId: string) => ['utkastlista', orgId] as const,
  utkast: (id: string) => ['utkast', id] as const,
  allaSigneringsalternativ: () => ['signeringsalternativ'] as const,
  signeringsalternativ: (b: SigneringsalternativBegaran) =>
    [
      'signeringsalternativ',
      b.fullmaktsgivare.id,
      b.fullmaktsgivarroll,
      (b.tredjeman ?? [])
        .map((t) => t.id)
        .sort()
        .join(','),
    ] as const,
  engagemang: () => ['engagemang'] as const,
  /** A holder looked up in the register, by the number as typed or normalised. */
  personuppslag: (nummer: string) => ['personuppslag', nummer] as const,
  tredjeman: (roll?: AppMode) => (roll ? (['tredjeman', roll] as const) : (['tredjeman'] as const)),
  mallar: (tredjeman: string) => ['mallar', tredjeman] as const,
  underskriftResultat: (bvebiljett: string) => ['underskriftresultat', bvebiljett] as const,
  /** Requests for a power: every list and page under one key, refreshed together. */
  allaBegaranden: () => ['begaran'] as const,
  begaranden: (sida: 'skickade' | 'mottagna', partId: string) => ['begaran', sida, partId] as const,
  /** One API page of a request list (under `begaranden`, so invalidating that reloads it). */
  begaranSida: (sida: 'skickade' | 'mottagna', partId: string, apiSida: number) =>
    ['begaran', sida, partId, apiSida] as const,
  /** The requesters a grantor blocked (under `allaBegaranden`: a decline reloads it). */
  blockerade: (partId: string) => ['begaran', 'blockerade', partId] as const,
  begaran: (id: string) => ['begaran', 'en', id] as const,
};

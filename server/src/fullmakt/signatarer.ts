import {
  tryTypaIdentitet,
  type FullmaktSignatar,
  type FullmaktStatus,
  type Identitetstyp,
} from '@fullmakt/shared/domain';
import type { Innehall } from './innehall';

/** Statuses of a power that was signed in full and reached the third party. */
const signedInFull: readonly string[] = [
  'UNDERSKRIVEN',
  'ATERKALLAD',
  'ATERLAMNAD',
] satisfies FullmaktStatus[];

interface Grantor {
  fullmaktsgivare_id: string;
  fullmaktsgivare_typ: string;
  fullmaktsgivare_namn: string;
  fullmaktsgivarroll: string;
  status: string;
}

/**
 * Who signed a power (SPEC §3: a signer is a natural person, or an organisation signed for
 * by its representatives). A person's power is signed by that person. An organisation's
 * power, once signed in full, was signed by the organisation: one juridiskSignatar with
 * the representatives who signed, dated by the last signature. While it is still being
 * signed, each chosen representative is listed on their own with their own state, so
 * the signing view can tell who has signed and who has not.
 */
export function signatarerFor(
  row: Grantor,
  signatarer: Innehall['signatarer'],
): FullmaktSignatar[] {
  const personer = signatarer.map((s) => ({
    id: s.id,
    typ: tryTypaIdentitet(s.id)?.typ ?? 'pnr',
    // Empty names are a protected identity's (see disclosedNames): none is told.
    ...(s.fornamn === '' ? {} : { fornamn: s.fornamn }),
    ...(s.namn === '' ? {} : { namn: s.namn }),
  }));
  if (row.fullmaktsgivarroll === 'Organisation' && signedInFull.includes(row.status)) {
    const dates = signatarer.flatMap((s) => (s.underskriven === null ? [] : [s.underskriven]));
    const last = dates.sort().at(-1);
    return [
      {
        juridiskSignatar: {
          juridiskPerson: {
            id: row.fullmaktsgivare_id,
            typ: row.fullmaktsgivare_typ as Identitetstyp,
            namn: row.fullmaktsgivare_namn,
          },
          foretradare: personer.filter((_p, i) => signatarer[i]?.underskriven !== null),
        },
        ...(last === undefined ? {} : { underskriven: last }),
      },
    ];
  }
  return personer.map((fysiskPerson, i) => {
    const underskriven = signatarer[i]?.underskriven ?? null;
    return underskriven === null ? { fysiskPerson } : { fysiskPerson, underskriven };
  });
}

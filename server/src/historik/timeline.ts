import { HandelsetypSchema, type Handelse, type HistorikSvar } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { notFound } from '../core/api-error';
import { holderNotNotified, signatoryNotNotified } from '../avisering/outbox-store';
import type { AppDeps } from '../core/deps';
import { findFullmaktRow } from '../fullmakt/fullmakt-dto';
import { actorNames, eventsOf } from './handelse-store';

/**
 * GET {fullmakterApi}/fullmakter/{id}/historik: a power's events, newest first, for its
 * grantor side, its holders and its signatories only (404 to anyone else, the third party
 * included, so nothing leaks). A protected identity's name is left out.
 */
export async function timelineOf(deps: AppDeps, access: Access, id: string): Promise<HistorikSvar> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  const grantorSide = row !== undefined && (await access.mayActForGrantor(row));
  if (
    !row ||
    !(
      grantorSide ||
      (await access.isSignatory(row.id)) ||
      (await access.holderIdsActedFor(row.id)).length > 0
    )
  ) {
    throw notFound();
  }
  const rows = await eventsOf(db, id);
  const actors = [...new Set(rows.flatMap((r) => (r.aktor_id === null ? [] : [r.aktor_id])))];
  const names = await actorNames(db, actors);
  const handelser = rows.map((r): Handelse => {
    const shown = r.aktor_id === null ? undefined : names.get(r.aktor_id);
    const namn = shown && !shown.sekretess ? shown.namn : undefined;
    return {
      id: r.id,
      typ: HandelsetypSchema.parse(r.typ),
      tidpunkt: r.tidpunkt,
      ...(r.aktor_id === null
        ? {}
        : { aktor: namn === undefined ? { id: r.aktor_id } : { id: r.aktor_id, namn } }),
      ...(r.annan_fullmakt_id === null ? {} : { annanFullmaktId: r.annan_fullmakt_id }),
    };
  });
  if (!grantorSide) {
    return { handelser };
  }
  return {
    handelser,
    ...((await holderNotNotified(db, id)) ? { aviseringMisslyckades: true } : {}),
    ...((await signatoryNotNotified(db, id)) ? { signatarerEjAviserade: true } : {}),
  };
}

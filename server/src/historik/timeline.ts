import { HandelsetypSchema, type Handelse, type HistorikSvar } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { notFound } from '../core/api-error';
import { holderNotNotified, signatoryNotNotified } from '../avisering/outbox-store';
import type { AppDeps } from '../core/deps';
import { findFullmaktRow } from '../fullmakt/fullmakt-dto';
import { actorNames, eventsOf } from './handelse-store';
import { readsOf } from './reads';

/**
 * GET {fullmakterApi}/fullmakter/{id}/historik: a power's events, newest first, for its
 * grantor side, its holders and its signatories only (404 to anyone else, the third party
 * included, so nothing leaks), with the third party's reads of it (reads.ts). A protected
 * identity's name is left out.
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
  const [rows, reads] = await Promise.all([eventsOf(db, id), readsOf(db, id)]);
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
  // The third party's reads among the events, newest first (an event first at the same instant).
  const all = [...handelser, ...reads].sort((a, b) =>
    a.tidpunkt === b.tidpunkt ? 0 : a.tidpunkt < b.tidpunkt ? 1 : -1,
  );
  if (!grantorSide) {
    return { handelser: all };
  }
  return {
    handelser: all,
    ...((await holderNotNotified(db, id)) ? { aviseringMisslyckades: true } : {}),
    ...((await signatoryNotNotified(db, id)) ? { signatarerEjAviserade: true } : {}),
  };
}

import {
  UTKAST_BORTTAGNING_DAGAR,
  giltigaSigneringsalternativ,
  kanTecknaEnsam,
  type Utkast,
} from '@fullmakt/shared/domain';
import { fullmaktTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import type { Access } from '../core/access';
import { ApiError, forbidden, notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { Database } from '../db/schema';
import { recordEnded } from '../historik/lifecycle-events';
import { signeringsalternativFor } from '../registries/signing-options';
import { signeringsmodellFor } from './create-draft';
import { withCreatorNames } from './creator-names';
import { draftStatuses, findFullmaktRow, toFullmakter } from './fullmakt-dto';

/** The drafts of a grantor the caller acts for, newest first. */
export async function listDrafts(
  deps: AppDeps,
  access: Access,
  grantorId: string,
): Promise<Utkast[]> {
  await access.assertActsFor(grantorId);
  const db = deps.db.kysely;
  const rows = await db
    .selectFrom('fullmakt')
    .selectAll()
    .where('fullmaktsgivare_id', '=', grantorId)
    .where('status', 'in', draftStatuses)
    .orderBy('skapad_tidpunkt', 'desc')
    .limit(200)
    .execute();
  const fullmakter = await withCreatorNames(
    db,
    await toFullmakter(db, rows, swedishDate(deps.now())),
  );
  return Promise.all(
    fullmakter.map(async (fullmakt, i) => ({
      fullmakt,
      signeringsmodell: await signeringsmodellFor(
        deps,
        access,
        grantorId,
        fullmakt.fullmaktsgivarroll === 'Organisation',
        rows[i]?.signeringsalternativ_id ?? null,
        rows[i]?.valda_signatarer ?? null,
      ),
    })),
  );
}

/** One draft, for the grantor side or a chosen signatory. */
export async function getDraft(deps: AppDeps, access: Access, id: string): Promise<Utkast> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (!row || !draftStatuses.includes(row.status as (typeof draftStatuses)[number])) {
    throw notFound();
  }
  if (!((await access.mayActForGrantor(row)) || (await access.isSignatory(id)))) {
    throw notFound();
  }
  const [fullmakt] = await withCreatorNames(
    db,
    await toFullmakter(db, [row], swedishDate(deps.now())),
  );
  if (!fullmakt) {
    throw notFound();
  }
  const isOrg = row.fullmaktsgivarroll === 'Organisation';
  const mayManage = isOrg ? await access.isFirmatecknare(row.fullmaktsgivare_id) : true;
  return {
    fullmakt,
    signeringsmodell: mayManage
      ? await signeringsmodellFor(
          deps,
          access,
          row.fullmaktsgivare_id,
          isOrg,
          row.signeringsalternativ_id,
          row.valda_signatarer,
        )
      : null,
  };
}

/**
 * Deletes a draft (and what hangs on it) in one transaction, leaving a tombstone. An
 * organisation's draft only by its creator or by someone who may sign for it alone.
 */
export async function deleteDraft(deps: AppDeps, access: Access, id: string): Promise<void> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (!row) {
    const gone = await db
      .selectFrom('raderad_fullmakt')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (gone && (await access.mayActFor(gone.fullmaktsgivare_id))) {
      throw new ApiError(410, 'fullmakt.redan.raderad', fullmaktTexter.utkastRedanBorttaget);
    }
    throw notFound();
  }
  if (
    !(await access.mayActForGrantor(row)) ||
    !draftStatuses.includes(row.status as (typeof draftStatuses)[number])
  ) {
    throw notFound();
  }
  await access.assertMayManage(row.fullmaktsgivare_id);
  // An organisation's draft is not thrown away by any one signatory (issue 38): only by
  // whoever made it, or by someone whose signature alone could have given the power.
  if (row.fullmaktsgivare_id !== access.caller.id && row.skapare_id !== access.caller.id) {
    const alternativ = giltigaSigneringsalternativ(
      await signeringsalternativFor(db, access.caller.id, row.fullmaktsgivare_id, true),
    );
    if (!kanTecknaEnsam(alternativ, access.caller.id)) {
      throw forbidden('anvandare.obehorig', fullmaktTexter.utkastKanInteTasBort);
    }
  }
  await removeDrafts(db, [row.id], [row.fullmaktsgivare_id], deps.now(), access.caller.id);
}

async function removeDrafts(
  db: Kysely<Database>,
  ids: string[],
  givare: string[],
  at: Date,
  /** Who removed them; null for the scheduler's purge. */
  aktorId: string | null = null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const typ = aktorId === null ? 'UTKAST_BORTTAGET' : 'UTKAST_RADERAT';
    await recordEnded(trx, ids, typ, aktorId, at.toISOString());
    await trx.deleteFrom('underskrift').where('fullmakt_id', 'in', ids).execute();
    await trx.deleteFrom('fullmakt').where('id', 'in', ids).execute();
    await trx
      .insertInto('raderad_fullmakt')
      .values(
        ids.map((id, i) => ({
          id,
          fullmaktsgivare_id: givare[i] ?? '',
          raderad_tidpunkt: at.toISOString(),
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}

/**
 * The scheduled job: a draft not submitted is removed 30 days after its last signature
 * (or after its last change, when nobody has signed yet).
 */
export async function purgeOldDrafts(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(
    now.getTime() - UTKAST_BORTTAGNING_DAGAR * 24 * 3600 * 1000,
  ).toISOString();
  const old = await db
    .selectFrom('fullmakt')
    .select(['id', 'fullmaktsgivare_id'])
    .where('status', 'in', draftStatuses)
    .where((eb) =>
      eb.or([
        eb.and([eb('senaste_underskrift', 'is not', null), eb('senaste_underskrift', '<', cutoff)]),
        eb.and([eb('senaste_underskrift', 'is', null), eb('andrad_tidpunkt', '<', cutoff)]),
      ]),
    )
    .limit(500)
    .execute();
  if (old.length > 0) {
    await removeDrafts(
      db,
      old.map((o) => o.id),
      old.map((o) => o.fullmaktsgivare_id),
      now,
    );
  }
  return old.length;
}

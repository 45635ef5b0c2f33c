import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  behorighetslistaForMall,
  giltigaSigneringsalternativ,
  type SkapaUtkastBegaran,
  type Signeringsmodell,
  type Utkast,
} from '@fullmakt/shared/domain';
import { fornyaTexter } from '@fullmakt/shared/texts';
import type { Access } from '../core/access';
import { linkDraftToBegaran, openBegaranFor } from '../begaran/begaran-answers';
import { conflict, notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { recordEvents } from '../historik/handelse-store';
import { claimIdempotencyKey } from '../core/idempotency';
import { signeringsalternativFor } from '../registries/signing-options';
import { findFullmaktRow, loadFullmakt } from './fullmakt-dto';
import { getDraft } from './drafts';
import { resolveGrantor } from './grantor';
import { checkHolders } from './holders';
import { lookupCharge } from './lookup-charge';
import { usableMall, usableTredjeman } from './mall-check';
import { lockPower, openRenewalDraft, renewedBy } from './renewals';
import { insertFullmakt } from './store';

/** The signing options that fit a grantor; one fitting option is chosen at once (SPEC §4). */
export async function signeringsmodellFor(
  deps: AppDeps,
  access: Access,
  grantorId: string,
  isOrg: boolean,
  chosen: string | null,
  /** The signatories saved on the draft (a JSON list of ids), if any. */
  chosenSignatories: string | null = null,
): Promise<Signeringsmodell> {
  if (!isOrg) {
    return { signeringsalternativ: [] };
  }
  const svar = await signeringsalternativFor(deps.db.kysely, access.caller.id, grantorId, true);
  const alternativ = giltigaSigneringsalternativ(svar);
  const val = chosen ?? (alternativ.length === 1 ? alternativ[0]?.id : undefined);
  const underskrifter = savedSignatories(chosenSignatories);
  if (val === undefined) {
    return { signeringsalternativ: alternativ };
  }
  return chosen !== null && underskrifter.length > 0
    ? { signeringsalternativ: alternativ, signeringsval: val, underskrifter }
    : { signeringsalternativ: alternativ, signeringsval: val };
}

/** The stored list of chosen signatories; anything unreadable counts as none chosen. */
function savedSignatories(json: string | null): { id: string }[] {
  if (json === null) {
    return [];
  }
  try {
    const ids = z.array(z.string()).safeParse(JSON.parse(json));
    return ids.success ? ids.data.map((id) => ({ id })) : [];
  } catch {
    return [];
  }
}

/**
 * The power a new draft renews: one of the same grantor's, which the caller may act for,
 * signed and with a last day (kanFornyas: in force or ended by its date). Any other is
 * answered as not found, so nothing is learnt of powers one may not see. Whether it was
 * renewed already, or is being renewed, is asked in the draft's transaction below.
 */
async function renewable(
  deps: AppDeps,
  access: Access,
  id: string,
  grantorId: string,
): Promise<string> {
  const old = await findFullmaktRow(deps.db.kysely, id);
  if (
    !old ||
    old.fullmaktsgivare_id !== grantorId ||
    !(await access.mayActForGrantor(old)) ||
    old.status !== 'UNDERSKRIVEN' ||
    old.giltig_tom === null
  ) {
    throw notFound();
  }
  return old.id;
}

/** Starts a draft (påbörjad) from a template: the first call of the create flow. */
export async function createDraft(
  deps: AppDeps,
  access: Access,
  body: SkapaUtkastBegaran,
): Promise<Utkast> {
  const now = deps.now();
  const today = swedishDate(now);
  const grantor = await resolveGrantor(deps, access, body.fullmaktsgivare, body.fullmaktsgivarroll);
  const tredjeman = await usableTredjeman(
    deps.db.kysely,
    body.tredjeman.id,
    body.fullmaktsgivarroll,
  );
  const mall = await usableMall(
    deps.db.kysely,
    body.mall.id,
    tredjeman.id,
    body.fullmaktsgivarroll,
  );
  const fornyar = body.fornyar ? await renewable(deps, access, body.fornyar.id, grantor.id) : null;
  const begaran = body.begaran
    ? await openBegaranFor(deps, access, body.begaran.id, grantor.id)
    : null;
  const havare = body.fullmaktshavare?.length
    ? await checkHolders(
        deps.db.kysely,
        body.fullmaktshavare,
        grantor.id,
        today,
        lookupCharge(deps, access.caller.id),
      )
    : [];
  const isOrg = body.fullmaktsgivarroll === 'Organisation';
  const signeringsmodell = await signeringsmodellFor(deps, access, grantor.id, isOrg, null);
  const id = randomUUID();
  const behorigheter = behorighetslistaForMall(mall.behorigheter)
    .filter((b) => b.vald)
    .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning }));

  const draftId = await deps.db.kysely.transaction().execute(async (trx) => {
    await claimIdempotencyKey(trx);
    if (fornyar !== null) {
      // After the lock, so that two presses at once (or a signing of the renewal) are seen.
      await lockPower(trx, deps.db.dialect, fornyar);
      if ((await renewedBy(trx, [fornyar])).size > 0) {
        throw conflict('fullmakt.konflikt', fornyaTexter.redanFornyad);
      }
      // An unfinished renewal is continued, as a request's draft is (Begaran.utkast).
      const open = await openRenewalDraft(trx, fornyar);
      if (open !== undefined) {
        return open;
      }
    }
    await insertFullmakt(trx, {
      id,
      status: 'PABORJAD',
      now: now.toISOString(),
      rubrik: mall.rubrik,
      skapareId: access.caller.id,
      tredjeman: { id: tredjeman.id, namn: tredjeman.namn },
      mallId: mall.id,
      givare: grantor,
      roll: body.fullmaktsgivarroll,
      giltigFrom: today,
      giltigTom: null,
      ursprungId: null,
      led: 0,
      havare,
      behorigheter,
      signeringsalternativId: signeringsmodell.signeringsval ?? null,
    });
    if (begaran !== null) {
      await linkDraftToBegaran(trx, begaran, id, now.toISOString());
    }
    await recordEvents(trx, now.toISOString(), [
      {
        fullmaktId: id,
        typ: 'UTKAST_PABORJAT',
        aktorId: access.caller.id,
        berorda: [grantor.id, ...havare.map((h) => h.id)],
      },
      ...(fornyar === null
        ? []
        : [
            {
              fullmaktId: id,
              typ: 'FORNYAR' as const,
              aktorId: access.caller.id,
              berorda: [grantor.id, ...havare.map((h) => h.id)],
              annanFullmaktId: fornyar,
            },
          ]),
    ]);
    return id;
  });
  if (draftId !== id) {
    return { ...(await getDraft(deps, access, draftId)), fortsatt: true };
  }
  const fullmakt = await loadFullmakt(deps.db.kysely, id, today);
  if (!fullmakt) {
    throw new Error('Utkastet försvann direkt efter att det sparades');
  }
  return { fullmakt, signeringsmodell };
}

import { randomBytes } from 'node:crypto';
import {
  giltigaSigneringsalternativ,
  givnaSignatarer,
  kanSignera,
  valideraSignatarer,
  type StartaUnderskriftBegaran,
  type StartaUnderskriftSvar,
} from '@fullmakt/shared/domain';
import { fullmaktTexter, inloggningTexter, skickaTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import type { Access } from '../core/access';
import { conflict, forbidden, invalid, notFound } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { recordEvents } from '../historik/handelse-store';
import { claimIdempotencyKey } from '../core/idempotency';
import { findPerson } from '../registries/people';
import { signeringsalternativFor, signeringsreglerFor } from '../registries/signing-options';
import type { Database } from '../db/schema';
import { checkDraftContent } from './draft-content';
import { findFullmaktRow, type FullmaktRow } from './fullmakt-dto';
import { disclosedNames } from './holders';
import { rebuildInnehall } from './innehall';
import { carriesShareRight, replaceBehorigheter, replaceHavare, searchTextOf } from './store';

/** The path of the signing service's page for a ticket. */
export const signingPagePath = (biljett: string) => `/signeringstjanst/${biljett}`;

/** The ticket of a signing page's path, as startSigning answered it. */
export const ticketOf = (redirectUrl: string) => redirectUrl.slice(signingPagePath('').length);

/**
 * Fixes a draft's content (the wizard's result), checked again with the shared rules, and
 * sends it for signature: the first call that leaves the påbörjad state.
 */
export async function submitDraft(
  deps: AppDeps,
  access: Access,
  row: FullmaktRow,
  body: StartaUnderskriftBegaran,
  /** 'sign': the caller signs next, so must be among the signatories; 'send': need not be. */
  then: 'sign' | 'send' = 'sign',
): Promise<void> {
  const db = deps.db.kysely;
  await access.assertMayManage(row.fullmaktsgivare_id);
  const f = body.fullmakt;
  if (f.id !== row.id) {
    throw invalid('fullmakt.ogiltig');
  }
  const roll = row.fullmaktsgivarroll as 'Organisation' | 'Privat';
  const { havare, behorigheter, giltigFrom, giltigTom } = await checkDraftContent(
    deps,
    row,
    f,
    access.caller.id,
  );

  // Who signs: the private grantor alone, or a valid choice within one signing option.
  let signatarer: string[];
  let signeringsval: string | null = null;
  if (roll === 'Privat') {
    signatarer = [access.caller.id];
  } else {
    const alternativ = giltigaSigneringsalternativ(
      await signeringsalternativFor(db, access.caller.id, row.fullmaktsgivare_id, true),
    );
    const valId =
      body.signeringsval ??
      row.signeringsalternativ_id ??
      (alternativ.length === 1 ? alternativ[0]?.id : undefined);
    const val = alternativ.find((a) => a.id === valId);
    if (!val) {
      throw invalid('fullmakt.underskrift.ogiltig');
    }
    signatarer = (body.underskrifter ?? []).map((u) => u.id);
    if (signatarer.length === 0) {
      // No choice sent: a group that leaves nothing to choose signs with all its members
      // (the browser drops its step, §2); a one-person group with its one.
      signatarer =
        givnaSignatarer(val) ?? (val.personer.length === 1 ? val.personer.map((p) => p.id) : []);
    }
    const status = valideraSignatarer(val, signatarer);
    if (status.fel) {
      throw invalid('fullmakt.underskrift.ogiltig', status.fel);
    }
    if (then === 'sign' && !signatarer.includes(access.caller.id)) {
      // Refused before anything is stored: a creator who is not chosen sends it (§2, §6),
      // and a refusal must not leave the power sent with the signatories notified.
      throw forbidden('fullmakt.underskrift.ogiltig', skickaTexter.inteVald);
    }
    signeringsval = val.id;
  }
  // A representative with protected identity (sekretess) chosen by someone else keeps their
  // name, as a holder does: it would be stored and shown to everyone who sees the power.
  const personer = await Promise.all(
    signatarer.map(async (id) => {
      const person = await findPerson(db, id);
      if (!person) {
        return { fornamn: '', namn: '' };
      }
      const names =
        id === access.caller.id
          ? { fornamn: person.fornamn, namn: person.efternamn }
          : disclosedNames(person);
      return { fornamn: names.fornamn ?? '', namn: names.namn };
    }),
  );

  const sokText = await searchTextOf(db, row, havare);
  const now = deps.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('fullmakt')
      .set({
        status: 'VANTAR_PA_UNDERSKRIFT',
        giltig_from: giltigFrom,
        giltig_tom: giltigTom,
        transportfullmakt: carriesShareRight(behorigheter) ? 1 : 0,
        signeringsalternativ_id: signeringsval,
        andrad_tidpunkt: now,
        sok_text: sokText,
      })
      .where('id', '=', row.id)
      // Only from påbörjad: two tabs submitting at once cannot both win.
      .where('status', '=', 'PABORJAD')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw conflict('fullmakt.konflikt');
    }
    if (then === 'send') {
      // Sending is the whole request; a signing claims its key with the ticket instead.
      await claimIdempotencyKey(trx);
    }
    await replaceHavare(trx, row.id, { skapad: row.skapad_tidpunkt, sokText }, havare);
    await replaceBehorigheter(trx, row.id, behorigheter);
    await trx.deleteFrom('fullmakt_signatar').where('fullmakt_id', '=', row.id).execute();
    await trx
      .insertInto('fullmakt_signatar')
      .values(
        personer.map((p, i) => ({
          fullmakt_id: row.id,
          person_id: signatarer[i] ?? '',
          fornamn: p.fornamn,
          namn: p.namn,
          obligatorisk: 0,
          underskriven_tidpunkt: null,
        })),
      )
      .execute();
    await rebuildInnehall(trx, row.id);
    await recordEvents(trx, now, [
      {
        fullmaktId: row.id,
        typ: 'SKICKAD_FOR_UNDERSKRIFT',
        aktorId: access.caller.id,
        berorda: [row.fullmaktsgivare_id, ...havare.map((h) => h.id), ...signatarer],
      },
    ]);
  });
}

/**
 * A representative chosen to sign for an organisation signs only while the registry still
 * counts them in the chosen signing option (issue 38): someone who has left the board since
 * they were chosen cannot sign. The first signer was checked against it a moment ago.
 */
async function assertStillSignatory(
  db: Kysely<Database>,
  row: FullmaktRow,
  /** The option chosen, as stored now (the first signer has just chosen it). */
  valId: string | null,
  personId: string,
): Promise<void> {
  if (row.fullmaktsgivarroll !== 'Organisation') {
    return;
  }
  const regler = await signeringsreglerFor(db, row.fullmaktsgivare_id);
  const val = regler.find((r) => r.id === valId);
  if (!val?.personer.some((p) => p.id === personId)) {
    throw forbidden('anvandare.obehorig', fullmaktTexter.interLangreSignatar);
  }
}

/**
 * Starts a signing at the signing service and answers where to send the browser. The
 * first signer also fixes the draft's content; later signers sign what is stored.
 */
export async function startSigning(
  deps: AppDeps,
  access: Access,
  id: string,
  body: StartaUnderskriftBegaran,
): Promise<StartaUnderskriftSvar> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (!row || !((await access.mayActForGrantor(row)) || (await access.isSignatory(row.id)))) {
    throw notFound();
  }
  if (!kanSignera(access.caller.idp)) {
    throw forbidden('anvandare.obehorig', inloggningTexter.eidasKanInteSignera);
  }
  if (row.status === 'PABORJAD') {
    await submitDraft(deps, access, row, body);
  } else if (row.status !== 'VANTAR_PA_UNDERSKRIFT' && row.status !== 'DELVIS_UNDERSKRIVEN') {
    throw conflict('fullmakt.konflikt');
  }
  const biljett = randomBytes(24).toString('base64url');
  await db.transaction().execute(async (trx) => {
    // Lock the power's row first, as completeSigning does, and check status and signatory
    // after the lock: a PUT utkast that commits between a check and the insert would end the
    // open tickets and drop the signatories, and the ticket inserted afterwards could later
    // complete on the changed content. With the lock the change either committed first (the
    // re-read refuses) or waits for this ticket and ends it. SQLite runs one transaction at a
    // time on its one connection, and has no FOR UPDATE.
    const locked = trx
      .selectFrom('fullmakt')
      .select(['status', 'signeringsalternativ_id'])
      .where('id', '=', id);
    const power = await (
      deps.db.dialect === 'postgres' ? locked.forUpdate() : locked
    ).executeTakeFirst();
    if (power?.status !== 'VANTAR_PA_UNDERSKRIFT' && power?.status !== 'DELVIS_UNDERSKRIVEN') {
      throw conflict('fullmakt.konflikt');
    }
    const signatar = await trx
      .selectFrom('fullmakt_signatar')
      .select('underskriven_tidpunkt')
      .where('fullmakt_id', '=', id)
      .where('person_id', '=', access.caller.id)
      .executeTakeFirst();
    if (!signatar) {
      throw forbidden('fullmakt.underskrift.ogiltig');
    }
    if (signatar.underskriven_tidpunkt !== null) {
      throw conflict('fullmakt.konflikt');
    }
    await assertStillSignatory(trx, row, power.signeringsalternativ_id, access.caller.id);
    await claimIdempotencyKey(trx);
    await trx
      .insertInto('underskrift')
      .values({
        biljett,
        fullmakt_id: id,
        person_id: access.caller.id,
        status: 'STARTAD',
        skapad_tidpunkt: deps.now().toISOString(),
        avslutad_tidpunkt: null,
        kvittensnummer: null,
      })
      .execute();
  });
  return { redirectUrl: signingPagePath(biljett) };
}

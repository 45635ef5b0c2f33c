import type { UppdateraUtkastBegaran, Utkast } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { conflict, notFound } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { recordEvents } from '../historik/handelse-store';
import { checkDraftContent } from './draft-content';
import { getDraft } from './drafts';
import { draftStatuses, findFullmaktRow } from './fullmakt-dto';
import { rebuildInnehall } from './innehall';
import { checkedSigningChoice } from './signing-choice';
import { carriesShareRight, replaceBehorigheter, replaceHavare, searchTextOf } from './store';

/** Drafts whose content may still change: nobody has signed them yet. */
const changeableStatuses = ['PABORJAD', 'VANTAR_PA_UNDERSKRIFT'] as const;

/**
 * Saves what the wizard chose (holders, validity, permissions, and an organisation's signing
 * option and signatories when given) on a draft, checked again
 * with every §5 rule, in one transaction. Only the grantor side may, and only while nobody
 * has signed: a draft already sent for signature goes back to påbörjad, its chosen
 * signatories and open signing tickets are dropped, so no one can sign content other than
 * what they will be shown when it is sent again.
 */
export async function updateDraft(
  deps: AppDeps,
  access: Access,
  id: string,
  body: UppdateraUtkastBegaran,
): Promise<Utkast> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (
    !row ||
    !draftStatuses.includes(row.status as (typeof draftStatuses)[number]) ||
    !(await access.mayActForGrantor(row))
  ) {
    throw notFound();
  }
  await access.assertMayManage(row.fullmaktsgivare_id);
  if (!changeableStatuses.includes(row.status as (typeof changeableStatuses)[number])) {
    throw conflict('fullmakt.konflikt');
  }
  const content = await checkDraftContent(
    deps,
    row,
    { ...body, behorigheter: body.behorigheter.map((kod) => ({ kod })) },
    access.caller.id,
  );
  const signingChoice = await checkedSigningChoice(deps, access, row, body);
  const sokText = await searchTextOf(db, row, content.havare);
  const now = deps.now().toISOString();

  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('fullmakt')
      .set({
        status: 'PABORJAD',
        giltig_from: content.giltigFrom,
        giltig_tom: content.giltigTom,
        transportfullmakt: carriesShareRight(content.behorigheter) ? 1 : 0,
        andrad_tidpunkt: now,
        sok_text: sokText,
        ...signingChoice,
      })
      .where('id', '=', row.id)
      .where('status', 'in', [...changeableStatuses])
      // A signature that lands between the read above and this write wins: no change then.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('fullmakt_signatar')
              .select('person_id')
              .where('fullmakt_signatar.fullmakt_id', '=', row.id)
              .where('underskriven_tidpunkt', 'is not', null),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw conflict('fullmakt.konflikt');
    }
    await trx
      .updateTable('underskrift')
      .set({ status: 'AVBRUTEN', avslutad_tidpunkt: now })
      .where('fullmakt_id', '=', row.id)
      .where('status', '=', 'STARTAD')
      .execute();
    await trx.deleteFrom('fullmakt_signatar').where('fullmakt_id', '=', row.id).execute();
    await replaceHavare(trx, row.id, { skapad: row.skapad_tidpunkt, sokText }, content.havare);
    await replaceBehorigheter(trx, row.id, content.behorigheter);
    await rebuildInnehall(trx, row.id);
    if (row.status !== 'PABORJAD') {
      await recordEvents(trx, now, [
        {
          fullmaktId: row.id,
          typ: 'ATER_UTKAST',
          aktorId: access.caller.id,
          berorda: [row.fullmaktsgivare_id, ...content.havare.map((h) => h.id)],
        },
      ]);
    }
  });
  return getDraft(deps, access, row.id);
}

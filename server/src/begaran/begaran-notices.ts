import { randomUUID } from 'node:crypto';
import { aviseringTexter } from '@fullmakt/shared/texts';
import type { Kysely, Transaction } from 'kysely';
import { languagesOf } from '../core/language-preference';
import { iSprak } from '../core/request-language';
import type { Database } from '../db/schema';
import { signeringsreglerFor } from '../registries/signing-options';
import type { BegaranRow } from './begaran-store';

type Trx = Transaction<Database> | Kysely<Database>;
type Typ = 'BEGARAN_MOTTAGEN' | 'BEGARAN_BESVARAD' | 'BEGARAN_AVBOJD';

/**
 * Who is told of a new request: the grantor, or for an organisation everyone in its signing
 * rules (every firmatecknare sees the request).
 */
export async function grantorRecipients(trx: Trx, givareId: string): Promise<string[]> {
  if (givareId.length !== 10) {
    return [givareId];
  }
  const regler = await signeringsreglerFor(trx, givareId);
  return [...new Set(regler.flatMap((r) => r.personer.map((p) => p.id)))];
}

/**
 * Queues the notices of one request in the outbox, in the caller's transaction. The outbox
 * row names the request where a power's notice names the power (its `fullmakt_id` column
 * holds the request's id); the subject and text name the template and the third party only.
 * One row per request, kind and recipient, so nobody is told twice.
 */
export async function queueBegaranNotices(
  trx: Trx,
  at: string,
  row: BegaranRow,
  typ: Typ,
  recipients: readonly string[],
  lank: (recipient: string) => string,
): Promise<void> {
  if (recipients.length === 0) {
    return;
  }
  const [tredjeman, mall, contacts, languageOf] = await Promise.all([
    trx
      .selectFrom('tredjeman')
      .select('namn')
      .where('id', '=', row.tredjeman_id)
      .executeTakeFirst(),
    trx.selectFrom('mall').select('rubrik').where('id', '=', row.mall_id).executeTakeFirst(),
    trx
      .selectFrom('kontakt')
      .select(['part_id', 'epost'])
      .where('part_id', 'in', recipients)
      .execute(),
    languagesOf(trx, recipients),
  ]);
  const texter = aviseringTexter[typ];
  const fakta = {
    rubrik: mall?.rubrik ?? row.mall_id,
    tredjeman: tredjeman?.namn ?? row.tredjeman_id,
  };
  const rows = recipients.map((mottagare) => {
    const adress = contacts.find((c) => c.part_id === mottagare)?.epost ?? null;
    // In the recipient's language, not the one of the request that queued it (issue 33).
    const sprak = languageOf(mottagare);
    const { amne, text } = iSprak(sprak, () => ({ amne: texter.amne, text: texter.text(fakta) }));
    return {
      id: randomUUID(),
      handelse_id: `${typ}:${row.id}`,
      fullmakt_id: row.id,
      mottagare_id: mottagare,
      typ,
      adress,
      status: adress === null ? 'SAKNAR_ADRESS' : 'KO',
      amne,
      text,
      sprak,
      lank: lank(mottagare),
      skapad_tidpunkt: at,
      forsok: 0,
      nasta_forsok: at,
      paborjad_tidpunkt: null,
      skickad_tidpunkt: null,
      fel: null,
    };
  });
  await trx
    .insertInto('utskick')
    .values(rows)
    .onConflict((oc) => oc.columns(['handelse_id', 'mottagare_id']).doNothing())
    .execute();
}

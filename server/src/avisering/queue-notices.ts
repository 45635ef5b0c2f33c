import { randomUUID } from 'node:crypto';
import type { Handelsetyp } from '@fullmakt/shared/domain';
import { aviseringTexter, type Aviseringstyp } from '@fullmakt/shared/texts';
import type { Kysely, Transaction } from 'kysely';
import { languagesOf } from '../core/language-preference';
import { iSprak } from '../core/request-language';
import type { Database } from '../db/schema';
import { signeringsreglerFor } from '../registries/signing-options';

type Trx = Transaction<Database> | Kysely<Database>;

/** An event that may have notices: what recordEvents wrote. */
export interface NoticeEvent {
  id: string;
  fullmaktId: string;
  typ: Handelsetyp;
  aktorId: string | null;
  annanFullmaktId?: string | null;
}

/** A notice to queue: the event it follows, its kind and recipient, and the power's page. */
export interface Notice {
  handelseId: string;
  fullmaktId: string;
  typ: Aviseringstyp;
  mottagareId: string;
  lank: string;
}

/** Events that notify someone (issue 14); the others queue nothing and read nothing. */
const notifying = new Set<Handelsetyp>([
  'UNDERSKRIVEN_OCH_LEVERERAD',
  'ATERKALLAD',
  'ATERLAMNAD',
  'SKICKAD_FOR_UNDERSKRIFT',
]);

const isOrgnr = (id: string) => id.length === 10;
const viewPath = (side: 'ombud' | 'fullmaktsgivare', partId: string, id: string, tm: string) =>
  `/${isOrgnr(partId) ? 'organisation' : 'privat'}/${side}/fullmakt?id=${encodeURIComponent(id)}&orgnummer=${tm}`;

/**
 * Queues the notices of some just-written events, in the caller's transaction: to each
 * holder when a power to them is delivered (or shared onward to them) or revoked, to the
 * grantor when a holder returns it, to each co-signatory chosen when their signature is
 * awaited.
 */
export async function queueNoticesFor(
  trx: Trx,
  at: string,
  events: readonly NoticeEvent[],
): Promise<void> {
  const notices: Notice[] = [];
  for (const e of events) {
    if (!notifying.has(e.typ)) {
      continue;
    }
    const power = await trx
      .selectFrom('fullmakt')
      .select(['id', 'tredjeman_id', 'fullmaktsgivare_id'])
      .where('id', '=', e.fullmaktId)
      .executeTakeFirst();
    if (!power) {
      continue;
    }
    const base = { handelseId: e.id, fullmaktId: e.fullmaktId };
    const tm = power.tredjeman_id;
    if (e.typ === 'ATERLAMNAD') {
      const to = power.fullmaktsgivare_id;
      notices.push({
        ...base,
        typ: 'FULLMAKT_ATERLAMNAD',
        mottagareId: to,
        lank: viewPath('fullmaktsgivare', to, power.id, tm),
      });
      notices.push(...(await holderOrgSignatoryNotices(trx, base, e.aktorId, power.id, tm)));
    } else if (e.typ === 'SKICKAD_FOR_UNDERSKRIFT') {
      const signers = await trx
        .selectFrom('fullmakt_signatar')
        .select('person_id')
        .where('fullmakt_id', '=', e.fullmaktId)
        .execute();
      for (const s of signers.filter((s) => s.person_id !== e.aktorId)) {
        notices.push({
          ...base,
          typ: 'UNDERSKRIFT_VANTAR',
          mottagareId: s.person_id,
          lank: `/organisation/fullmaktsgivare/utkast?id=${encodeURIComponent(power.id)}`,
        });
      }
    } else {
      const holders = await trx
        .selectFrom('fullmakt_havare')
        .select('havare_id')
        .where('fullmakt_id', '=', e.fullmaktId)
        .execute();
      const typ: Aviseringstyp =
        e.typ === 'ATERKALLAD'
          ? 'FULLMAKT_ATERKALLAD'
          : e.annanFullmaktId
            ? 'FULLMAKT_DELAD_TILL_DIG'
            : 'FULLMAKT_MOTTAGEN';
      for (const h of holders) {
        notices.push({
          ...base,
          typ,
          mottagareId: h.havare_id,
          lank: viewPath('ombud', h.havare_id, power.id, tm),
        });
      }
      const grantor = power.fullmaktsgivare_id;
      // Revoked by hand (not fallen with the power it was shared from) for an organisation:
      // one signatory may stop it alone, and the others are told (README, issue 38).
      if (e.typ === 'ATERKALLAD' && !e.annanFullmaktId && isOrgnr(grantor)) {
        for (const id of await otherSignatories(trx, grantor, e.aktorId)) {
          notices.push({
            ...base,
            typ: 'ORGANISATIONENS_FULLMAKT_ATERKALLAD',
            mottagareId: id,
            lank: viewPath('fullmaktsgivare', grantor, power.id, tm),
          });
        }
      }
    }
  }
  await queueNotices(trx, at, notices);
}

/**
 * Everyone in an organisation's signing rules (the registry's) but the one who acted, when
 * the one who acted is among them (acted as the organisation's signatory); else nobody.
 */
async function otherSignatories(
  trx: Trx,
  orgnr: string,
  actorId: string | null,
): Promise<string[]> {
  const regler = await signeringsreglerFor(trx, orgnr);
  const ids = new Set(regler.flatMap((r) => r.personer.map((p) => p.id)));
  if (actorId === null || !ids.delete(actorId)) {
    return [];
  }
  return [...ids];
}

/**
 * When a power held by an organisation is returned by one of its signatories alone, the
 * organisation's other signatories are told.
 */
async function holderOrgSignatoryNotices(
  trx: Trx,
  base: Pick<Notice, 'handelseId' | 'fullmaktId'>,
  actorId: string | null,
  powerId: string,
  tm: string,
): Promise<Notice[]> {
  const holders = await trx
    .selectFrom('fullmakt_havare')
    .select('havare_id')
    .where('fullmakt_id', '=', powerId)
    .execute();
  const notices: Notice[] = [];
  for (const org of holders.map((h) => h.havare_id).filter(isOrgnr)) {
    for (const id of await otherSignatories(trx, org, actorId)) {
      notices.push({
        ...base,
        typ: 'ORGANISATIONENS_FULLMAKT_ATERLAMNAD',
        mottagareId: id,
        lank: viewPath('ombud', org, powerId, tm),
      });
    }
  }
  return notices;
}

/**
 * Writes notices to the outbox with the recipient's address from the contact register,
 * the text fixed now (the power may change later) in the recipient's language, not the
 * sender's (issue 33 item 4). A recipient without an address gets a row too,
 * SAKNAR_ADRESS, so the grantor can be told to tell them themselves.
 */
export async function queueNotices(trx: Trx, at: string, notices: readonly Notice[]) {
  if (notices.length === 0) {
    return;
  }
  const powerIds = [...new Set(notices.map((n) => n.fullmaktId))];
  const powers = await trx
    .selectFrom('fullmakt')
    .innerJoin('tredjeman', 'tredjeman.id', 'fullmakt.tredjeman_id')
    .select(['fullmakt.id', 'fullmakt.rubrik', 'fullmakt.giltig_tom', 'tredjeman.namn'])
    .where('fullmakt.id', 'in', powerIds)
    .execute();
  const recipients = [...new Set(notices.map((n) => n.mottagareId))];
  const contacts = await trx
    .selectFrom('kontakt')
    .select(['part_id', 'epost'])
    .where('part_id', 'in', recipients)
    .execute();
  const address = new Map(contacts.map((c) => [c.part_id, c.epost]));
  const languageOf = await languagesOf(trx, recipients);
  const rows = notices.flatMap((n) => {
    const power = powers.find((p) => p.id === n.fullmaktId);
    if (!power) {
      return [];
    }
    const texter = aviseringTexter[n.typ];
    const adress = address.get(n.mottagareId) ?? null;
    const sprak = languageOf(n.mottagareId);
    const { amne, text } = iSprak(sprak, () => ({
      amne: texter.amne,
      text: texter.text({
        rubrik: power.rubrik,
        tredjeman: power.namn,
        giltigTom: power.giltig_tom,
      }),
    }));
    return [
      {
        id: randomUUID(),
        handelse_id: n.handelseId,
        fullmakt_id: n.fullmaktId,
        mottagare_id: n.mottagareId,
        typ: n.typ,
        adress,
        status: adress === null ? 'SAKNAR_ADRESS' : 'KO',
        amne,
        text,
        sprak,
        lank: n.lank,
        skapad_tidpunkt: at,
        forsok: 0,
        nasta_forsok: at,
        paborjad_tidpunkt: null,
        skickad_tidpunkt: null,
        fel: null,
      },
    ];
  });
  if (rows.length > 0) {
    await trx
      .insertInto('utskick')
      .values(rows)
      .onConflict((oc) => oc.columns(['handelse_id', 'mottagare_id']).doNothing())
      .execute();
  }
}

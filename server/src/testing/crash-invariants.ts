// What must hold in the database after the crash test, however the processes were
// killed: every acknowledged write is there, no power's status disagrees with its
// signatures, holders or cascade, nothing was created twice for one request.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Acknowledged } from './crash-journeys';

const delivered = ['UNDERSKRIVEN', 'ATERKALLAD', 'ATERLAMNAD'];
const draftStatuses = ['PABORJAD', 'VANTAR_PA_UNDERSKRIFT', 'DELVIS_UNDERSKRIVEN'];

export interface CrashFindings {
  /** Acknowledged writes not found in the database. */
  lost: string[];
  violations: string[];
}

export async function checkCrashInvariants(
  db: Kysely<Database>,
  ack: Acknowledged,
): Promise<CrashFindings> {
  const lost: string[] = [];
  const violations: string[] = [];
  const powers = new Map(
    (
      await db
        .selectFrom('fullmakt')
        .select(['id', 'status', 'ursprung_fullmakt_id', 'skapare_id'])
        .execute()
    ).map((row) => [row.id, row]),
  );
  const tickets = await db.selectFrom('underskrift').selectAll().execute();
  const signatories = await db.selectFrom('fullmakt_signatar').selectAll().execute();
  const holders = await db.selectFrom('fullmakt_havare').select('fullmakt_id').execute();
  const keys = new Set(
    (await db.selectFrom('idempotensnyckel').select('nyckel').execute()).map((r) => r.nyckel),
  );

  // Every write answered 2xx is there, in the state it was answered with (or a later one).
  for (const id of ack.drafts) {
    if (!powers.has(id)) {
      lost.push(`utkast ${id}`);
    }
  }
  const ticketIds = new Set(tickets.map((t) => t.biljett));
  for (const { biljett } of ack.tickets) {
    if (!ticketIds.has(biljett)) {
      lost.push(`underskrift ${biljett}`);
    }
  }
  for (const id of ack.signed) {
    if (!delivered.includes(powers.get(id)?.status ?? '')) {
      lost.push(`underskriven ${id}: ${powers.get(id)?.status}`);
    }
  }
  for (const id of ack.revoked) {
    if (powers.get(id)?.status !== 'ATERKALLAD') {
      lost.push(`återkallad ${id}: ${powers.get(id)?.status}`);
    }
  }
  for (const id of ack.returned) {
    if (powers.get(id)?.status !== 'ATERLAMNAD') {
      lost.push(`återlämnad ${id}: ${powers.get(id)?.status}`);
    }
  }
  for (const share of ack.shares) {
    if (powers.get(share.id)?.ursprung_fullmakt_id !== share.origin) {
      lost.push(`delning ${share.id}`);
    }
  }

  // Statuses agree with signatures, holders and the cascade.
  const holderCount = new Map<string, number>();
  for (const h of holders) {
    holderCount.set(h.fullmakt_id, (holderCount.get(h.fullmakt_id) ?? 0) + 1);
  }
  for (const power of powers.values()) {
    const own = signatories.filter((s) => s.fullmakt_id === power.id);
    const signedCount = own.filter((s) => s.underskriven_tidpunkt !== null).length;
    const origin = power.ursprung_fullmakt_id ? powers.get(power.ursprung_fullmakt_id) : undefined;
    const originEnded = origin?.status === 'ATERKALLAD' || origin?.status === 'ATERLAMNAD';
    // A draft shared onward falls with its origin before anyone signed it: revoked unsigned.
    const cascadedDraft = power.status === 'ATERKALLAD' && originEnded && own.length === 0;
    if (delivered.includes(power.status) && !cascadedDraft) {
      if (own.length === 0 || signedCount !== own.length) {
        violations.push(
          `${power.id} ${power.status} med ${signedCount}/${own.length} underskrifter`,
        );
      }
      if ((holderCount.get(power.id) ?? 0) === 0) {
        violations.push(`${power.id} ${power.status} utan fullmaktshavare`);
      }
    }
    if (power.status === 'PABORJAD' && signedCount > 0) {
      violations.push(`${power.id} påbörjad men underskriven`);
    }
    if (originEnded && (power.status === 'UNDERSKRIVEN' || draftStatuses.includes(power.status))) {
      violations.push(`${power.id} är ${power.status} fast ursprunget är ${origin?.status}`);
    }
  }
  // One completed signature per signatory and power: a ticket signs once.
  const completed = new Map<string, number>();
  for (const t of tickets.filter((t) => t.status === 'KLAR')) {
    const key = `${t.fullmakt_id}/${t.person_id}`;
    completed.set(key, (completed.get(key) ?? 0) + 1);
  }
  for (const [key, count] of completed) {
    if (count > 1) {
      violations.push(`${key} underskriven ${count} gånger`);
    }
  }

  // Nothing created twice: one draft per committed create key, one ticket per sign key.
  const committedCreates = ack.createKeys.filter((k) => keys.has(k)).length;
  const grantorDrafts = [...powers.values()].filter((r) => r.ursprung_fullmakt_id === null).length;
  if (grantorDrafts !== committedCreates) {
    violations.push(`${grantorDrafts} utkast för ${committedCreates} genomförda skapanden`);
  }
  const committedSigns = ack.signKeys.filter((k) => keys.has(k)).length;
  if (tickets.length !== committedSigns) {
    violations.push(`${tickets.length} underskrifter startade för ${committedSigns} nycklar`);
  }
  return { lost, violations };
}

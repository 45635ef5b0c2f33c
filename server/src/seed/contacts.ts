import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { orgnr } from './companies';
import { testPerson as p } from './people';
import { seedOnce } from './seed-once';

/** The domain of every seeded address: reserved for testing, never a real mailbox. */
const domain = 'fullmakt.test';

/**
 * An address at this domain is refused by the loopback SMTP server of the tests (and by
 * any real one: it does not exist), so it bounces.
 */
export const bouncingDomain = `studsar.${domain}`;

/**
 * The contact register's seed (issue 14). Mikael Olsson and Sara Ek (protected identity)
 * have no address, so a power to them cannot be notified; Ali Yilmaz's address bounces.
 */
export const seededContacts: readonly { partId: string; epost: string }[] = [
  { partId: p.anna, epost: `anna.lindqvist@${domain}` },
  { partId: p.erik, epost: `erik.johansson@${domain}` },
  { partId: p.maria, epost: `maria.svensson@${domain}` },
  { partId: p.lars, epost: `lars.karlsson@${domain}` },
  { partId: p.karin, epost: `karin.nilsson@${domain}` },
  { partId: p.per, epost: `per.andersson@${domain}` },
  { partId: p.lena, epost: `lena.persson@${domain}` },
  { partId: p.gustav, epost: `gustav.wallin@${domain}` },
  { partId: p.ingrid, epost: `ingrid.lund@${domain}` },
  { partId: p.johan, epost: `johan.strom@${domain}` },
  { partId: p.birgitta, epost: `birgitta.sjoberg@${domain}` },
  { partId: p.ali, epost: `ali.yilmaz@${bouncingDomain}` },
  { partId: orgnr.nordiskByggteknik, epost: `info@nordiskbyggteknik.${domain}` },
  { partId: orgnr.fjallbyn, epost: `kansli@fjallbyn.${domain}` },
];

export async function seedContacts(db: Kysely<Database>, now: Date): Promise<boolean> {
  return seedOnce(db, 'kontakter-v1', now, async (trx) => {
    await trx
      .insertInto('kontakt')
      .values(seededContacts.map((c) => ({ part_id: c.partId, epost: c.epost })))
      .execute();
  });
}

import type { Kysely } from 'kysely';
import { addYears, swedishDate } from '../core/clock';
import type { Database } from '../db/schema';
import { seedOnce } from './seed-once';
import { rebuildInnehall } from '../fullmakt/innehall';
import { insertFullmakt } from '../fullmakt/store';
import { orgnr } from './companies';
import { writeDemoHistory } from './demo-history';
import { testPerson as p } from './people';
import { seedTredjeman, tredjemanId } from './third-parties';

const seedName = 'demo-powers-v1';

interface DemoPower {
  id: string;
  givare: { id: string; typ: 'pnr' | 'orgnr'; fornamn: string | null; namn: string };
  roll: 'Privat' | 'Organisation';
  tredjeman: string;
  mall: string;
  havare: { id: string; fornamn: string; namn: string };
  koder: string[];
  signatarer: { id: string; fornamn: string; namn: string }[];
  status: 'UNDERSKRIVEN' | 'ATERKALLAD';
  /** Days from the seed date: start, and end (negative = already ended). */
  fran: number;
  tillAr: number;
}

const anna = { id: p.anna, fornamn: 'Anna', namn: 'Lindqvist' };
const erik = { id: p.erik, fornamn: 'Erik', namn: 'Johansson' };
const karin = { id: p.karin, fornamn: 'Karin', namn: 'Nilsson' };
const lena = { id: p.lena, fornamn: 'Lena', namn: 'Persson' };
const mikael = { id: p.mikael, fornamn: 'Mikael', namn: 'Olsson' };

const demo: DemoPower[] = [
  {
    id: 'demo-anna-lena-fordon',
    givare: { ...anna, typ: 'pnr' },
    roll: 'Privat',
    tredjeman: tredjemanId.fordonsverket,
    mall: 'fordon-arenden',
    havare: lena,
    koder: ['fordon.se', 'fordon.agarbyte', 'dela.vidare'],
    signatarer: [anna],
    status: 'UNDERSKRIVEN',
    fran: -30,
    tillAr: 1,
  },
  {
    id: 'demo-erik-anna-bygglov',
    givare: { ...erik, typ: 'pnr' },
    roll: 'Privat',
    tredjeman: tredjemanId.norrvik,
    mall: 'norrvik-bygglov',
    havare: anna,
    koder: ['bygglov.ansoka', 'bygglov.anmalan'],
    signatarer: [erik],
    status: 'UNDERSKRIVEN',
    fran: -10,
    tillAr: 2,
  },
  {
    id: 'demo-anna-mikael-pension',
    givare: { ...anna, typ: 'pnr' },
    roll: 'Privat',
    tredjeman: tredjemanId.pensionsverket,
    mall: 'pension-arenden',
    havare: mikael,
    koder: ['pension.se'],
    signatarer: [anna],
    status: 'ATERKALLAD',
    fran: -60,
    tillAr: 1,
  },
  {
    id: 'demo-karin-lena-avfall',
    givare: { ...karin, typ: 'pnr' },
    roll: 'Privat',
    tredjeman: tredjemanId.sjostad,
    mall: 'sjostad-avfall',
    havare: lena,
    koder: ['avfall.abonnemang'],
    signatarer: [karin],
    status: 'UNDERSKRIVEN',
    fran: -400,
    tillAr: -0.1,
  },
  {
    id: 'demo-nordisk-mikael-tillstand',
    givare: {
      id: orgnr.nordiskByggteknik,
      typ: 'orgnr',
      fornamn: null,
      namn: 'Nordisk Byggteknik AB',
    },
    roll: 'Organisation',
    tredjeman: tredjemanId.tillstand,
    mall: 'tillstand-ansokan',
    havare: mikael,
    koder: ['tillstand.ansoka', 'tillstand.komplettera', 'dela.vidare'],
    signatarer: [anna, { id: p.maria, fornamn: 'Maria', namn: 'Svensson' }],
    status: 'UNDERSKRIVEN',
    fran: -5,
    tillAr: 1,
  },
];

/** Each further signatory signed this long after the one before. */
const nextSignatureMinutes = 20;
/** A seeded revoked power was revoked this long after it was delivered (never after now). */
const revokedAfterDays = 7;

function plusDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  // Calendar arithmetic on a day: noon UTC is that same day in Stockholm.
  return swedishDate(d);
}

/**
 * A few delivered powers between the test people, so a fresh start has something to list,
 * view, revoke, return and share. Loaded once, in one transaction, like the registries,
 * with each power's history (begun, signed by each signatory, delivered, revoked), so the
 * timeline tells what the rows say. A database seeded before the history was added keeps
 * its powers without it (the seed runs once).
 */
export async function seedDemoPowers(db: Kysely<Database>, now: Date): Promise<boolean> {
  return seedOnce(db, seedName, now, async (trx) => {
    const today = swedishDate(now);
    for (const d of demo) {
      const tredjeman = seedTredjeman.find((t) => t.id === d.tredjeman);
      const mall = tredjeman?.mallar.find((m) => m.id === d.mall);
      if (!tredjeman || !mall) {
        throw new Error(`Demodata pekar på en mall som saknas: ${d.mall}`);
      }
      const from = plusDays(today, d.fran);
      const tom = d.tillAr < 0 ? plusDays(today, -1) : addYears(from, d.tillAr);
      const at = new Date(`${from}T09:00:00Z`).toISOString();
      const underskrifter = d.signatarer.map((s, i) => ({
        ...s,
        at: new Date(Date.parse(at) + i * nextSignatureMinutes * 60_000).toISOString(),
      }));
      const levererad = underskrifter.at(-1)?.at ?? at;
      const aterkallad =
        d.status === 'ATERKALLAD'
          ? new Date(
              Math.min(Date.parse(levererad) + revokedAfterDays * 86_400_000, now.getTime()),
            ).toISOString()
          : null;
      await insertFullmakt(trx, {
        id: d.id,
        status: d.status,
        now: at,
        rubrik: mall.rubrik,
        skapareId: d.signatarer[0]?.id ?? d.givare.id,
        tredjeman: { id: tredjeman.id, namn: tredjeman.namn },
        mallId: mall.id,
        givare: d.givare,
        roll: d.roll,
        giltigFrom: from,
        giltigTom: tom,
        ursprungId: null,
        led: 0,
        havare: [{ ...d.havare, typ: 'pnr' }],
        behorigheter: mall.behorigheter
          .filter((b) => d.koder.includes(b.kod))
          .map(({ kod, rubrik, beskrivning }) => ({ kod, rubrik, beskrivning })),
        signeringsalternativId: null,
      });
      await trx
        .insertInto('fullmakt_signatar')
        .values(
          underskrifter.map((s) => ({
            fullmakt_id: d.id,
            person_id: s.id,
            fornamn: s.fornamn,
            namn: s.namn,
            obligatorisk: 0,
            underskriven_tidpunkt: s.at,
          })),
        )
        .execute();
      await trx
        .updateTable('fullmakt')
        .set({
          senaste_underskrift: levererad,
          registrerad_tidpunkt: levererad,
          avslutad_tidpunkt: aterkallad,
        })
        .where('id', '=', d.id)
        .execute();
      await writeDemoHistory(trx, {
        id: d.id,
        givareId: d.givare.id,
        havareIds: [d.havare.id],
        skapareId: d.signatarer[0]?.id ?? d.givare.id,
        underskrifter: underskrifter.map(({ id, at: tidpunkt }) => ({ id, at: tidpunkt })),
        ...(aterkallad === null
          ? {}
          : { aterkallad: { av: d.signatarer[0]?.id ?? d.givare.id, at: aterkallad } }),
      });
      await rebuildInnehall(trx, d.id);
    }
  });
}

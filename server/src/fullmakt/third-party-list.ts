import {
  tryTypaIdentitet,
  type FullmaktListaSvar,
  type TredjemanSokBegaran,
} from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { forbidden } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { recordAccess } from '../historik/access-log';
import { deliveredStatuses, selectShownWithNamn, toFullmakter } from './fullmakt-dto';

/** Largest page a third party may ask for, as for a party's own list. */
const maxPageSize = 100;

/** A number as stored: without separators or the 16 prefix, whatever the caller sends. */
const stored = (id: string): string => tryTypaIdentitet(id)?.id ?? id;

/**
 * POST /api/dfm/tredjeman/{orgnummer}/fullmakter/sok: the powers made out to this third
 * party that the holder has (from the one grantor, when named), newest first: what reached
 * the third party (signed, revoked, returned; each with its status), never a draft. Only
 * the third party's own officials and systems ask; anyone else is refused. Each power in
 * the answer is recorded as read in a list, for the grantor's and the holders' history;
 * the answer does not wait for the record.
 */
export async function listForThirdParty(
  deps: AppDeps,
  access: Access,
  tredjemanId: string,
  query: TredjemanSokBegaran,
): Promise<FullmaktListaSvar> {
  if (!(await access.mayReadAsThirdParty(tredjemanId))) {
    throw forbidden('tredjeman.obehorig');
  }
  const db = deps.db.kysely;
  const holder = stored(query.fullmaktshavare.id);
  const grantor = query.fullmaktsgivare && stored(query.fullmaktsgivare.id);
  const size = Math.min(query.page.size, maxPageSize);
  const today = swedishDate(deps.now());

  const matching = db
    .selectFrom('fullmakt_havare')
    .innerJoin('fullmakt', 'fullmakt.id', 'fullmakt_havare.fullmakt_id')
    .where('fullmakt_havare.havare_id', '=', holder)
    .where('fullmakt.tredjeman_id', '=', tredjemanId)
    .where('fullmakt.status', 'in', deliveredStatuses)
    .$if(grantor !== undefined, (qb) =>
      qb.where('fullmakt.fullmaktsgivare_id', '=', grantor ?? ''),
    );
  const [counted, ids] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    matching
      .select('fullmakt.id')
      .orderBy('fullmakt_havare.skapad_tidpunkt', 'desc')
      .orderBy('fullmakt.id', 'desc')
      .limit(size)
      .offset(query.page.page * size)
      .execute(),
  ]);
  const total = Number(counted?.n ?? 0);
  const order = new Map(ids.map((row, index) => [row.id, index]));
  const rows =
    ids.length === 0
      ? []
      : (
          await selectShownWithNamn(db)
            .where(
              'fullmakt.id',
              'in',
              ids.map((row) => row.id),
            )
            .execute()
        ).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const fullmakter = await toFullmakter(db, rows, today);
  const at = deps.now();
  for (const row of rows) {
    recordAccess(deps, {
      fullmaktId: row.id,
      tredjemanId,
      lasare: access.reader(),
      vad: 'lista',
      at,
    });
  }
  return {
    fullmakter,
    page: {
      number: query.page.page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    },
  };
}

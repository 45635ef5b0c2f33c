import { valideraGiltighet, type Behorighet, type Person } from '@fullmakt/shared/domain';
import { invalid } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { findMall } from '../registries/tredjeman';
import { findFullmaktRow, type FullmaktRow } from './fullmakt-dto';
import { checkHolders, type CheckedHolder } from './holders';
import { lookupCharge } from './lookup-charge';
import { usableMall } from './mall-check';
import { checkPermissions } from './permissions-check';
import { validityBounds } from './validity';

/** What the wizard chooses for a draft: holders, validity and permissions. */
export interface DraftContent {
  fullmaktshavare: readonly Person[];
  giltigFrom: string;
  giltigTom?: string | undefined;
  behorigheter: readonly Pick<Behorighet, 'kod'>[];
}

/** The content after every §5 rule, with names and texts from the registers, not the browser. */
export interface CheckedContent {
  havare: CheckedHolder[];
  giltigFrom: string;
  /** null when the power has no end. */
  giltigTom: string | null;
  behorigheter: Behorighet[];
}

/**
 * Checks a draft's content again on the server with the shared §5 rules, the same way
 * whether the draft is saved (PUT utkast) or sent for signature: validity from today within
 * the bounds (for a shared power never past its origin's end), holders (format, self, age,
 * register; only holders the draft does not have yet are charged to the caller's lookup
 * budget, so saving the same holders again costs nothing), permissions (at least one, mandatory ones included, only what the template or
 * the origin offers, the share right only where allowed).
 */
export async function checkDraftContent(
  deps: AppDeps,
  row: FullmaktRow,
  content: DraftContent,
  callerId: string,
): Promise<CheckedContent> {
  const db = deps.db.kysely;
  const today = swedishDate(deps.now());
  const origin = row.ursprung_fullmakt_id
    ? await findFullmaktRow(db, row.ursprung_fullmakt_id)
    : undefined;

  const bounds = validityBounds(deps.settings, today, origin?.giltig_tom);
  const datumFel = valideraGiltighet(content.giltigFrom, content.giltigTom, bounds);
  const datumProblem = datumFel.giltigFrom ?? datumFel.giltigTom;
  if (datumProblem) {
    throw invalid('fullmakt.ogiltig', datumProblem);
  }

  const stored = await db
    .selectFrom('fullmakt_havare')
    .select('havare_id')
    .where('fullmakt_id', '=', row.id)
    .execute();
  const havare = await checkHolders(
    db,
    content.fullmaktshavare,
    row.fullmaktsgivare_id,
    today,
    lookupCharge(
      deps,
      callerId,
      stored.map((h) => h.havare_id),
    ),
  );
  const chosen = content.behorigheter.map((b) => ({ kod: b.kod, rubrik: '', beskrivning: '' }));
  let behorigheter: Behorighet[];
  if (origin) {
    const originCodes = await db
      .selectFrom('fullmakt_behorighet')
      .selectAll()
      .where('fullmakt_id', '=', origin.id)
      .orderBy('index')
      .execute();
    const mall = await findMall(db, origin.mall_id);
    behorigheter = checkPermissions(chosen, {
      offered: originCodes.map((b) => ({
        kod: b.kod,
        rubrik: b.rubrik,
        beskrivning: b.beskrivning,
        obligatorisk: false,
      })),
      isShare: true,
      shareRightAllowed:
        Boolean(mall?.transportfullmakt) && row.led < deps.settings.transportfullmaktMaxLed,
    });
  } else {
    const roll = row.fullmaktsgivarroll as 'Organisation' | 'Privat';
    const mall = await usableMall(db, row.mall_id, row.tredjeman_id, roll);
    behorigheter = checkPermissions(chosen, {
      offered: mall.behorigheter,
      isShare: false,
      shareRightAllowed: mall.transportfullmakt,
    });
  }
  const tom = content.giltigTom?.trim() ?? '';
  return {
    havare,
    giltigFrom: content.giltigFrom.trim(),
    giltigTom: tom === '' ? null : tom,
    behorigheter,
  };
}

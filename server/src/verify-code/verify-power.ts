import {
  svenskTid,
  type Fullmakt,
  type VerifieradPart,
  type VerifieringSvar,
  type Verifieringsutfall,
} from '@fullmakt/shared/domain';
import { verifieringText, verifieringTexter } from '@fullmakt/shared/texts';
import type { AnswerSigner } from '../answer-signing/answer-signer';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { loadFullmakt } from '../fullmakt/fullmakt-dto';
import { recordAccess } from '../historik/access-log';
import { contentHash } from './content-hash';
import { readVerifyCode } from './verify-token';

/** Name and last four digits: enough for a clerk to match an ID card, no personnummer. */
function partOf(party: {
  id: string;
  typ: string;
  fornamn?: string;
  namn?: string;
}): VerifieradPart {
  // A protected identity is stored without a name: it stays unnamed here too.
  const namn = [party.fornamn, party.namn].filter((n) => n !== undefined && n !== '').join(' ');
  return {
    namn: namn === '' ? verifieringTexter.namnSkyddat : namn,
    sistaFyra: party.id.replace(/\D/g, '').slice(-4).padStart(4, '0'),
  };
}

/** The statuses of a power that reached its third party: the only ones a code is made for. */
export const verifiableStatuses: readonly string[] = [
  'UNDERSKRIVEN',
  'ATERKALLAD',
  'ATERLAMNAD',
  'UTGANGEN',
];

/** The verdict of a power that the code matched. */
function utfallOf(fullmakt: Fullmakt, today: string): Verifieringsutfall {
  switch (fullmakt.status) {
    case 'ATERKALLAD':
      return 'ATERKALLAD';
    case 'ATERLAMNAD':
      return 'ATERLAMNAD';
    case 'UTGANGEN':
      return 'UTGANGEN';
    default:
      return fullmakt.giltigFrom > today ? 'INTE_GILTIG_ANNU' : 'GILTIG';
  }
}

/** The day a revoked or returned power stopped: its last such event. */
async function stoppedOn(deps: AppDeps, id: string, typ: 'ATERKALLAD' | 'ATERLAMNAD') {
  const row = await deps.db.kysely
    .selectFrom('fullmakt_handelse')
    .select('tidpunkt')
    .where('fullmakt_id', '=', id)
    .where('typ', '=', typ)
    .orderBy('tidpunkt', 'desc')
    .executeTakeFirst();
  return row === undefined ? undefined : svenskTid(row.tidpunkt);
}

/**
 * POST /api/verifiera: the verdict on a code. Every code that does not check out, and every
 * power that is not one the third party received or has changed since the code was made,
 * gets the one KAN_INTE_VERIFIERAS answer: the same shape and text, so nothing tells an
 * unknown power from an altered code.
 */
export async function verifyByCode(
  deps: AppDeps,
  signer: AnswerSigner,
  kod: string,
): Promise<VerifieringSvar> {
  const now = deps.now();
  const kontrollerad = now.toISOString();
  const cannot: VerifieringSvar = {
    utfall: 'KAN_INTE_VERIFIERAS',
    text: verifieringText('KAN_INTE_VERIFIERAS'),
    kontrollerad,
  };
  const claims = await readVerifyCode(signer, kod.trim(), now);
  if (!claims) {
    return cannot;
  }
  const today = swedishDate(now);
  const fullmakt = await loadFullmakt(deps.db.kysely, claims.fid, today);
  if (
    fullmakt?.status === undefined ||
    !verifiableStatuses.includes(fullmakt.status) ||
    contentHash(fullmakt) !== claims.sha
  ) {
    return cannot;
  }
  // The code matched the power: its grantor and holders are shown that someone checked it
  // ("kontrollerad med kod"), as a third party's read is. A code that does not check out
  // reached no power and is not recorded. The answer does not wait for the record.
  recordAccess(deps, {
    fullmaktId: fullmakt.id,
    tredjemanId: fullmakt.tredjeman.id,
    lasare: { typ: 'kod' },
    vad: 'fullmakt',
    at: now,
  });
  const utfall = utfallOf(fullmakt, today);
  const upphorde =
    utfall === 'ATERKALLAD' || utfall === 'ATERLAMNAD'
      ? await stoppedOn(deps, fullmakt.id, utfall)
      : undefined;
  return {
    utfall,
    text: verifieringText(utfall, upphorde),
    kontrollerad,
    ...(upphorde === undefined ? {} : { upphorde }),
    fullmakt: {
      rubrik: fullmakt.rubrik,
      tredjeman: { namn: fullmakt.tredjeman.namn ?? fullmakt.tredjeman.id },
      behorigheter: fullmakt.behorigheter,
      giltigFrom: fullmakt.giltigFrom,
      ...(fullmakt.giltigTom === undefined ? {} : { giltigTom: fullmakt.giltigTom }),
      fullmaktsgivare: partOf(fullmakt.fullmaktsgivare),
      fullmaktshavare: fullmakt.fullmaktshavare.map(partOf),
    },
  };
}

import { svenskTid } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { notFound } from '../core/api-error';
import { swedishDate } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { AnswerSigner } from '../answer-signing/answer-signer';
import { deliveredStatuses, findFullmaktRow, toFullmakter } from '../fullmakt/fullmakt-dto';
import { timelineOf } from '../historik/timeline';
import { issueVerifyCode, verifyCodeExpiry, verifyUrl } from '../verify-code/verify-token';
import { powerPdf } from './power-pdf';

/**
 * GET {fullmakterApi}/fullmakter/{id}/pdf: the power as a PDF with its verify code, for its
 * grantor side and its holders only, once it has reached the third party (a draft has
 * nothing to verify). 404 to anyone else, as the power's own routes answer.
 */
export async function pdfOfPower(
  deps: AppDeps,
  access: Access,
  signer: AnswerSigner,
  id: string,
): Promise<Buffer> {
  const db = deps.db.kysely;
  const row = await findFullmaktRow(db, id);
  if (
    !row ||
    !deliveredStatuses.some((s) => s === row.status) ||
    !((await access.mayActForGrantor(row)) || (await access.holderIdsActedFor(row.id)).length > 0)
  ) {
    throw notFound();
  }
  const now = deps.now();
  const [fullmakt] = await toFullmakter(db, [row], swedishDate(now));
  if (!fullmakt) {
    throw notFound();
  }
  const [{ handelser }, code] = await Promise.all([
    timelineOf(deps, access, id),
    issueVerifyCode(signer, fullmakt, now),
  ]);
  return powerPdf({
    fullmakt,
    handelser,
    now,
    ...(code === undefined
      ? {}
      : {
          verifyUrl: verifyUrl(deps.settings.publicUrl, code),
          codeValidUntil: svenskTid(new Date(verifyCodeExpiry(fullmakt, now) * 1000)),
        }),
  });
}

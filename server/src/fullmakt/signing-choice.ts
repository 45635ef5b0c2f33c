import { giltigaSigneringsalternativ, valideraSignatarer } from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { invalid } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { signeringsalternativFor } from '../registries/signing-options';
import type { FullmaktRow } from './fullmakt-dto';

/** The columns a saved signing choice sets on a draft. */
export interface SigningChoiceColumns {
  signeringsalternativ_id: string;
  valda_signatarer: string;
}

/**
 * An organisation's choice of signing option and signatories, saved on its draft so a kept
 * draft resumes with it anywhere: checked by the same §5 rules as when it is sent for
 * signing (a fitting option of the caller's, the shared valideraSignatarer), or refused with
 * the rule's Swedish text. Undefined when the change carries no choice (what is saved stays).
 */
export async function checkedSigningChoice(
  deps: AppDeps,
  access: Access,
  row: FullmaktRow,
  choice: { signeringsval?: string | undefined; underskrifter?: { id: string }[] | undefined },
): Promise<SigningChoiceColumns | undefined> {
  if (choice.signeringsval === undefined) {
    return undefined;
  }
  if (row.fullmaktsgivarroll !== 'Organisation') {
    throw invalid('fullmakt.ogiltig');
  }
  const alternativ = giltigaSigneringsalternativ(
    await signeringsalternativFor(deps.db.kysely, access.caller.id, row.fullmaktsgivare_id, true),
  );
  const val = alternativ.find((a) => a.id === choice.signeringsval);
  if (!val) {
    throw invalid('fullmakt.underskrift.ogiltig');
  }
  const ids = [...new Set((choice.underskrifter ?? []).map((u) => u.id))];
  const fel = valideraSignatarer(val, ids).fel;
  if (fel !== undefined) {
    throw invalid('fullmakt.underskrift.ogiltig', fel);
  }
  return { signeringsalternativ_id: val.id, valda_signatarer: JSON.stringify(ids) };
}

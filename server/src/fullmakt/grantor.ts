import {
  arPersonTyp,
  tryTypaIdentitet,
  type FullmaktsgivarRoll,
  type Identitetstyp,
} from '@fullmakt/shared/domain';
import type { Access } from '../core/access';
import { forbidden, invalid } from '../core/api-error';
import type { AppDeps } from '../core/deps';
import { findForetag } from '../registries/people';

export interface Grantor {
  id: string;
  typ: Identitetstyp;
  fornamn: string | null;
  namn: string;
}

/**
 * The grantor a caller may create for in a role: in Privat only the caller (a person,
 * without protected identity); in Organisation only an organisation the caller signs for.
 */
export async function resolveGrantor(
  deps: AppDeps,
  access: Access,
  given: { id: string; typ: Identitetstyp },
  roll: FullmaktsgivarRoll,
): Promise<Grantor> {
  const typed = tryTypaIdentitet(given.id);
  if (!typed || typed.typ !== given.typ) {
    throw invalid('anvandare.ogiltig');
  }
  if (roll === 'Privat') {
    // Private steps need a principal of type pnr, samnr or gdnr (SPEC §2): here, oneself.
    if (!(arPersonTyp(typed.typ) || typed.typ === 'gdnr') || typed.id !== access.caller.id) {
      throw forbidden();
    }
    access.assertMayUsePrivat();
    return {
      id: typed.id,
      typ: typed.typ,
      fornamn: access.caller.fornamn,
      namn: access.caller.efternamn,
    };
  }
  if (arPersonTyp(typed.typ) || !(await access.isFirmatecknare(typed.id))) {
    throw forbidden();
  }
  const foretag = await findForetag(deps.db.kysely, typed.id);
  if (!foretag) {
    throw forbidden();
  }
  return { id: foretag.orgnr, typ: typed.typ, fornamn: null, namn: foretag.namn };
}

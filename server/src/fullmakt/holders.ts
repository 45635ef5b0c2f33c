import {
  arGiltigtOrganisationsnummer,
  formateraPersonnummer,
  fullmaktshavareUppslagFel,
  tryTypaIdentitet,
  valideraFullmaktshavare,
  type Person,
} from '@fullmakt/shared/domain';
import { allmannaTexter, fullmaktshavareTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import { invalid } from '../core/api-error';
import type { Database } from '../db/schema';
import { findForetag, findPerson } from '../registries/people';

export interface CheckedHolder {
  id: string;
  typ: Person['typ'];
  fornamn: string | null;
  namn: string;
}

/**
 * Checks the proxies again on the server with the shared §5 rule (format, check digit,
 * self, age) and the registers (exists). Names come from the registers, never from the
 * browser.
 */
export async function checkHolders(
  db: Kysely<Database>,
  holders: readonly Person[],
  grantorId: string,
  today: string,
): Promise<CheckedHolder[]> {
  if (holders.length === 0) {
    throw invalid('fullmakt.ogiltig', fullmaktshavareTexter.saknas);
  }
  const out: CheckedHolder[] = [];
  for (const holder of holders) {
    const typed = tryTypaIdentitet(holder.id);
    if (!typed) {
      throw invalid('fullmakt.ogiltig', allmannaTexter.ogiltigIdentitet);
    }
    if (typed.id === grantorId) {
      throw invalid('fullmakt.ogiltig', fullmaktshavareTexter.sigSjalv);
    }
    if (typed.typ === 'pnr' || typed.typ === 'samnr') {
      const problem = valideraFullmaktshavare(formateraPersonnummer(typed.id), {
        egetId: grantorId,
        idag: today,
      });
      if (problem) {
        throw invalid('fullmakt.ogiltig', problem);
      }
      const person = await findPerson(db, typed.id);
      if (!person) {
        throw invalid('fullmakt.ogiltig', fullmaktshavareUppslagFel('saknas'));
      }
      out.push({ id: person.id, typ: typed.typ, fornamn: person.fornamn, namn: person.efternamn });
    } else {
      const foretag = arGiltigtOrganisationsnummer(typed.id)
        ? await findForetag(db, typed.id)
        : undefined;
      if (!foretag) {
        throw invalid('fullmakt.ogiltig', allmannaTexter.ogiltigIdentitet);
      }
      out.push({ id: foretag.orgnr, typ: typed.typ, fornamn: null, namn: foretag.namn });
    }
  }
  if (new Set(out.map((h) => h.id)).size !== out.length) {
    throw invalid('fullmakt.ogiltig');
  }
  return out;
}

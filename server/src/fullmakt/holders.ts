import {
  arGiltigtOrganisationsnummer,
  formateraPersonnummer,
  fullmaktshavareUppslagFel,
  tolkaHavare,
  tryTypaIdentitet,
  valideraAntalFullmaktshavare,
  valideraFullmaktshavare,
  type Person,
} from '@fullmakt/shared/domain';
import { allmannaTexter, fullmaktshavareTexter } from '@fullmakt/shared/texts';
import type { Kysely } from 'kysely';
import { ApiError, invalid } from '../core/api-error';
import type { Database } from '../db/schema';
import { findForetag, findPerson, type RegistryPerson } from '../registries/people';
import type { LookupCharge } from './lookup-charge';

export interface CheckedHolder {
  id: string;
  typ: Person['typ'];
  fornamn: string | null;
  namn: string;
}

/**
 * Checks the proxies again on the server with the shared §5 rule (format, check digit,
 * self, age) and the registers (exists). Names come from the registers, never from the
 * browser. At most MAX_FULLMAKTSHAVARE, refused before anyone is looked up; each person
 * looked up is charged to the caller's lookup budget.
 */
export async function checkHolders(
  db: Kysely<Database>,
  holders: readonly Person[],
  grantorId: string,
  today: string,
  charge: LookupCharge,
): Promise<CheckedHolder[]> {
  if (holders.length === 0) {
    throw invalid('fullmakt.ogiltig', fullmaktshavareTexter.saknas);
  }
  const forManga = valideraAntalFullmaktshavare(holders.length);
  if (forManga !== undefined) {
    throw invalid('fullmakt.ogiltig', forManga);
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
      const person = await lookUpHolder(
        db,
        formateraPersonnummer(typed.id),
        grantorId,
        today,
        charge,
      );
      out.push({ id: person.id, typ: typed.typ, ...disclosedNames(person) });
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

/**
 * One proxy as typed (a personnummer as meant, or an organisationsnummer), checked in the §5 order: missing, format and
 * check digit, self, age, then the population register. Every refusal is 400
 * fullmakt.ogiltig with the exact §5 text; a register that cannot answer is 503 with the
 * §5 lookup-failure text, so the user is told to try again rather than that the number is
 * wrong. Only a number that passes the rules reaches the register, and is charged for first.
 */
export async function lookUpHolder(
  db: Kysely<Database>,
  typed: string,
  selfId: string,
  today: string,
  charge: LookupCharge,
): Promise<RegistryPerson> {
  const problem = valideraFullmaktshavare(typed, { egetId: selfId, idag: today });
  const havare = tolkaHavare(typed, today);
  if (problem !== undefined || havare === undefined) {
    throw invalid('fullmakt.ogiltig', problem ?? fullmaktshavareTexter.felFormat);
  }
  if (havare.slag === 'person') {
    // The budget guards the population register; the company register is public.
    await charge(havare.id);
  }
  let person: RegistryPerson | undefined;
  try {
    person =
      havare.slag === 'organisation'
        ? await findOrganisationHolder(db, havare.id)
        : await findPerson(db, havare.id);
  } catch (cause) {
    throw registerUnavailable(cause);
  }
  if (!person) {
    throw invalid(
      'fullmakt.ogiltig',
      havare.slag === 'organisation'
        ? fullmaktshavareTexter.organisationFinnsInte
        : fullmaktshavareUppslagFel('saknas'),
    );
  }
  return person;
}

/** An organisation that is to hold a power, from the company register, named like a person. */
async function findOrganisationHolder(
  db: Kysely<Database>,
  orgnr: string,
): Promise<RegistryPerson | undefined> {
  const foretag = await findForetag(db, orgnr);
  return foretag === undefined
    ? undefined
    : { id: foretag.orgnr, typ: 'orgnr', fornamn: '', efternamn: foretag.namn, sekretess: false };
}

/**
 * The register names one may pass on about a person found by a typed number. A person with
 * protected identity (sekretess) must not have a name disclosed to whoever knows the
 * number, nor stored on a power someone else creates: no first name, and an empty name,
 * which the answers leave out.
 */
export function disclosedNames(person: RegistryPerson): { fornamn: string | null; namn: string } {
  return person.sekretess
    ? { fornamn: null, namn: '' }
    : { fornamn: person.fornamn, namn: person.efternamn };
}

function registerUnavailable(cause: unknown): ApiError {
  const error = new ApiError(503, 'okant.fel', fullmaktshavareUppslagFel('fel'));
  error.cause = cause;
  return error;
}

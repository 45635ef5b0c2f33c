import {
  InloggningsFelkodSchema,
  inloggningTexter,
  inloggningsmetoder,
  oauthTexter,
} from '@fullmakt/shared/first-view';
import type { InloggningsFelkod } from '@fullmakt/shared/first-view';

export interface LoginErrorText {
  message: string;
  /** A technical OAuth message (SPEC §8, verbatim English), shown beside the Swedish one. */
  technical?: string;
}

const technicalMessages: readonly string[] = Object.values(oauthTexter);

/** The text of each refusal code the provider sends (SPEC §8 where it gives one). */
const codeTexts: Record<Exclude<InloggningsFelkod, 'metod-saknas'>, string> = {
  'under-18': inloggningTexter.under18,
  'inget-svenskt-personnummer': inloggningTexter.ingetSvensktPersonnummer,
  avbruten: inloggningTexter.avbruten,
  utgangen: inloggningTexter.utgangen,
  startfel: inloggningTexter.startfel,
};

/** The text of each OAuth `error` value (RFC 6749, OpenID Connect) without a known code. */
const errorTexts: Readonly<Record<string, string>> = {
  access_denied: inloggningTexter.annanStatus,
  invalid_request: inloggningTexter.annanStatus,
  login_required: inloggningTexter.annanStatus,
  interaction_required: inloggningTexter.annanStatus,
  consent_required: inloggningTexter.annanStatus,
  temporarily_unavailable: inloggningTexter.inteTillganglig,
  server_error: inloggningTexter.allmant,
};

/** 'metod-saknas', optionally naming the method by an idp of the service's own list. */
function methodMissing(idp: string | undefined): string {
  const method = inloggningsmetoder.find((m) => m.idp === idp);
  return method ? inloggningTexter.metodSaknas(method.namn) : inloggningTexter.metodSaknasOkand;
}

/** The text of a refusal code, or undefined when the description is not one of ours. */
function textOfCode(description: string): string | undefined {
  const [code, detail, ...rest] = description.split(':');
  const parsed = InloggningsFelkodSchema.safeParse(code);
  if (!parsed.success || rest.length > 0) {
    return undefined;
  }
  if (parsed.data === 'metod-saknas') {
    return methodMissing(detail);
  }
  return detail === undefined ? codeTexts[parsed.data] : undefined;
}

/**
 * What /login says about `error` and `error_description`. Anyone can write a link to
 * /login, so no text from the link is ever shown: the description counts only as one of
 * the provider's refusal codes, or as one of the fixed technical OAuth messages (SPEC §8)
 * that the shell itself puts there; else the `error` value chooses the text, and an
 * unknown one gets the generic text.
 */
export function loginErrorText(
  error: string | null,
  description: string | null,
): LoginErrorText | undefined {
  if (!error) {
    return undefined;
  }
  if (description && technicalMessages.includes(description)) {
    return { message: inloggningTexter.allmant, technical: description };
  }
  const fromCode = description ? textOfCode(description) : undefined;
  if (fromCode !== undefined) {
    return { message: fromCode };
  }
  return { message: errorTexts[error] ?? inloggningTexter.allmant };
}

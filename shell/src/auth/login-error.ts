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

/** A sign-in text without parameters, by its key: read when shown, in the page's language. */
type LoginText = Exclude<keyof typeof inloggningTexter, 'metodSaknas'>;

/** The text of each refusal code the provider sends (SPEC §8 where it gives one). */
const codeTexts: Record<Exclude<InloggningsFelkod, 'metod-saknas'>, LoginText> = {
  'under-18': 'under18',
  'inget-svenskt-personnummer': 'ingetSvensktPersonnummer',
  avbruten: 'avbruten',
  utgangen: 'utgangen',
  startfel: 'startfel',
};

/** The text of each OAuth `error` value (RFC 6749, OpenID Connect) without a known code. */
const errorTexts: Readonly<Record<string, LoginText>> = {
  access_denied: 'annanStatus',
  invalid_request: 'annanStatus',
  login_required: 'annanStatus',
  interaction_required: 'annanStatus',
  consent_required: 'annanStatus',
  temporarily_unavailable: 'inteTillganglig',
  server_error: 'allmant',
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
  return detail === undefined ? inloggningTexter[codeTexts[parsed.data]] : undefined;
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
  const technicalMessages: readonly string[] = Object.values(oauthTexter);
  if (description && technicalMessages.includes(description)) {
    return { message: inloggningTexter.allmant, technical: description };
  }
  const fromCode = description ? textOfCode(description) : undefined;
  if (fromCode !== undefined) {
    return { message: fromCode };
  }
  const key = Object.hasOwn(errorTexts, error) ? errorTexts[error] : undefined;
  return { message: key === undefined ? inloggningTexter.allmant : inloggningTexter[key] };
}

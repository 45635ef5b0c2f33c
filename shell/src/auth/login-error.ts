import { inloggningTexter, oauthTexter } from '@fullmakt/shared';

export interface LoginErrorText {
  message: string;
  /** A technical OAuth message (SPEC §8, verbatim English), shown beside the Swedish one. */
  technical?: string;
}

const technicalMessages: readonly string[] = Object.values(oauthTexter);

/**
 * What /login says about `error` and `error_description`. The provider's refusals come
 * with a Swedish description (under 18, no Swedish personnummer, method not available);
 * the OAuth messages of §8 are technical, so a Swedish sentence goes first.
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
  if (description) {
    return { message: description };
  }
  if (error === 'server_error') {
    return { message: inloggningTexter.allmant };
  }
  return { message: inloggningTexter.annanStatus };
}

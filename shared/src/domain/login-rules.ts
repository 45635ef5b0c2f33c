// SPEC §4 Login and session, §5 Login: pure rules the sign-in code on both sides applies.
// zod/mini: /login reads its error code before the first render, with no classic zod.
import { z } from 'zod/mini';
import { inloggningTexter, oauthTexter } from '../texts/messages';
import { arGiltigtPersonnummer } from './check-digits';
import { alderVid } from './age';
import { DRIFTINFO_INTERVAL_MS, MINIMIALDER, SESSION_EXPIRY_MARGIN_MS } from './constants';
import type { Driftinfo } from './config';

/**
 * Why a sign-in was refused, as a code. The provider sends the code back to /login as
 * `error_description` and /login shows the code's own text: text that travels in a link is
 * never shown as the service's words (anyone can write a link). `metod-saknas` may name the
 * method after a colon (`metod-saknas:freja`), looked up in the service's own list.
 */
export const InloggningsFelkodSchema = z.enum([
  'under-18',
  'inget-svenskt-personnummer',
  'metod-saknas',
  'avbruten',
  'utgangen',
  'startfel',
]);
export type InloggningsFelkod = z.infer<typeof InloggningsFelkodSchema>;

/**
 * Why a signed-in person may not use the service, as a code, or undefined. Only a Swedish
 * personnummer is supported (a samordningsnummer is not), and the person must be 18.
 */
export function inloggningsFelkod(
  personnummer: string | undefined,
  idag: Date | string,
): InloggningsFelkod | undefined {
  // Stryker disable next-line StringLiteral: equivalent: any fallback text fails the personnummer check, as '' does.
  const id = personnummer?.replace(/-/g, '') ?? '';
  if (!arGiltigtPersonnummer(id)) {
    return 'inget-svenskt-personnummer';
  }
  if (alderVid(id, idag) < MINIMIALDER) {
    return 'under-18';
  }
  return undefined;
}

/** The same refusal as its Swedish text (SPEC §8), or undefined. */
export function inloggningsFel(
  personnummer: string | undefined,
  idag: Date | string,
): string | undefined {
  const kod = inloggningsFelkod(personnummer, idag);
  return kod === 'under-18'
    ? inloggningTexter.under18
    : kod === undefined
      ? undefined
      : inloggningTexter.ingetSvensktPersonnummer;
}

/** Foreign eID (eIDAS) can sign in but not sign. */
export function kanSignera(idp: string): boolean {
  return !/eidas|foreign/i.test(idp);
}

/** The sign-in callback needs code and state, and state must equal the stored one. */
export function callbackFel(
  params: { code?: string | null; state?: string | null },
  lagratState: string | undefined,
): string | undefined {
  if (!params.code) {
    return oauthTexter.codeSaknas;
  }
  if (!params.state) {
    return oauthTexter.stateSaknas;
  }
  if (params.state !== lagratState) {
    return oauthTexter.stateMismatch;
  }
  return undefined;
}

/** A session counts as expired 30 seconds before its exp (seconds since epoch). */
export function arSessionUtgangen(expSekunder: number, nuMs: number = Date.now()): boolean {
  return nuMs >= expSekunder * 1000 - SESSION_EXPIRY_MARGIN_MS;
}

/**
 * When to read the maintenance file again: every 5 minutes while a message exists or login
 * is off; never in development. Returns the delay in ms, or undefined for no re-check.
 */
export function driftinfoOmkontroll(info: Driftinfo, env: string): number | undefined {
  if (env === 'dev' || env === 'development') {
    return undefined;
  }
  return info.meddelande || !info.login ? DRIFTINFO_INTERVAL_MS : undefined;
}

// SPEC §4 Login and session, §5 Login: pure rules the sign-in code on both sides applies.
import { inloggningTexter, oauthTexter } from '../texts/messages';
import { arGiltigtPersonnummer } from './check-digits';
import { alderVid } from './age';
import { DRIFTINFO_INTERVAL_MS, MINIMIALDER, SESSION_EXPIRY_MARGIN_MS } from './constants';
import type { Driftinfo } from './config';

/**
 * Why a signed-in person may not use the service, or undefined. Only a Swedish personnummer
 * is supported (a samordningsnummer is not), and the person must be 18.
 */
export function inloggningsFel(
  personnummer: string | undefined,
  idag: Date | string,
): string | undefined {
  const id = personnummer?.replace(/-/g, '') ?? '';
  if (!arGiltigtPersonnummer(id)) {
    return inloggningTexter.ingetSvensktPersonnummer;
  }
  if (alderVid(id, idag) < MINIMIALDER) {
    return inloggningTexter.under18;
  }
  return undefined;
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

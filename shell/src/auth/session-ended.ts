/**
 * A session that ended by itself (its refresh token ran out, or the provider no longer
 * knows it) is said so on /login: the mark lives in this tab until the next sign-in
 * starts, so a reload of /login still explains why the user is there.
 */
const sessionEndedKey = 'fullmakt.session.slut';

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(sessionEndedKey, '1');
  } catch {
    // Storage switched off: /login shows no reason, the sign-in works as usual.
  }
}

/** True when this tab's last session ended by itself and no sign-in has started since. */
export function sessionEnded(): boolean {
  try {
    return sessionStorage.getItem(sessionEndedKey) === '1';
  } catch {
    return false;
  }
}

export function clearSessionEnded(): void {
  try {
    sessionStorage.removeItem(sessionEndedKey);
  } catch {
    // Nothing stored.
  }
}

/**
 * The user signed out in this tab: the page the provider sends the browser back to says
 * so once. Written after logout has cleared both storages (the mark holds nothing about
 * the user), read and removed by the first page that starts afterwards.
 */
const signedOutKey = 'fullmakt.utloggad';

export function markSignedOut(): void {
  try {
    sessionStorage.setItem(signedOutKey, '1');
  } catch {
    // Storage switched off: the start page shows no notice, the logout is the same.
  }
}

let taken: boolean | undefined;

/** True when this page started right after a sign-out in this tab; the mark is used up. */
export function justSignedOut(): boolean {
  if (taken === undefined) {
    try {
      taken = sessionStorage.getItem(signedOutKey) === '1';
      sessionStorage.removeItem(signedOutKey);
    } catch {
      taken = false;
    }
  }
  return taken;
}

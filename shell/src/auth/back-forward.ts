import { sessionStore } from '@fullmakt/shared/first-view';
import { hasStoredSession } from './oidc-settings';

/**
 * A page the browser restores from its back-forward cache shows what it showed when it was
 * left, a power with names and personnummer perhaps, without running any code first. When
 * this tab has signed out since (no stored session, but the restored page still holds a
 * user), the page is loaded again instead, and the guard decides what may be shown.
 */
export function reloadSignedOutPageOnRestore(
  reload: () => void = () => window.location.reload(),
): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && sessionStore.getState().user !== undefined && !hasStoredSession()) {
      sessionStore.getState().clear();
      reload();
    }
  });
}

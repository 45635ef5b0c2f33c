import { sessionStore } from '@fullmakt/shared/first-view';
import { ANNA } from '@fullmakt/shared/testing';
import { reloadSignedOutPageOnRestore } from './back-forward';
import { storedUserKey } from './oidc-settings';

function restoredFromCache(persisted: boolean): void {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('a page restored from the back-forward cache', () => {
  const reload = vi.fn();
  beforeAll(() => reloadSignedOutPageOnRestore(reload));
  beforeEach(() => {
    reload.mockClear();
    sessionStorage.clear();
    sessionStore.getState().setUser(ANNA);
  });

  it('is loaded again when the tab has signed out since, and forgets the user at once', () => {
    restoredFromCache(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().user).toBeUndefined();
  });

  it('stays as it is while the tab still has its session, or on an ordinary load', () => {
    sessionStorage.setItem(storedUserKey(window.location.origin), '{}');
    restoredFromCache(true);
    sessionStorage.clear();
    restoredFromCache(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStore.getState().user?.name).toBe('Anna Lindqvist');
  });
});

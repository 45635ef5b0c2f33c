import { sessionStore, type User } from '@fullmakt/shared/first-view';
import { reloadSignedOutPageOnRestore } from './back-forward';
import { storedUserKey } from './oidc-settings';

const anna: User = {
  id: '197803122386',
  sub: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
  sekretess: false,
};

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
    sessionStore.getState().setUser(anna);
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

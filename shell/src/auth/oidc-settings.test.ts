import { User } from 'oidc-client-ts';
import { hasStoredSession } from './oidc-settings';
import { createUserManager } from './user-manager';

describe('hasStoredSession', () => {
  afterEach(() => sessionStorage.clear());

  it('sees the user exactly where oidc-client-ts stores it', async () => {
    expect(hasStoredSession()).toBe(false);
    const manager = createUserManager(window.location.origin);
    await manager.storeUser(
      new User({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 'x', iss: 'i', aud: 'fullmakt-web', exp: 0, iat: 0 },
      }),
    );
    expect(hasStoredSession()).toBe(true);
    await manager.removeUser();
    expect(hasStoredSession()).toBe(false);
  });
});

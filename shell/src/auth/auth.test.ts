import { sessionStore } from '@fullmakt/shared/first-view';
import { accessToken, forgetSession, restoreSession } from './auth';
import { storedUserKey } from './oidc-settings';

const session = vi.hoisted(() => ({
  watchSession: vi.fn(),
  restoreSession: vi.fn(async () => undefined),
  accessToken: vi.fn(async () => 'tok'),
  forgetSession: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
}));
vi.mock('./session', () => session);

describe('the lazily loaded sign-in library', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.clearAllMocks();
  });

  it('is not loaded for a visitor without a stored session', async () => {
    sessionStore.setState({ user: undefined });
    await restoreSession();
    expect(await accessToken()).toBeUndefined();
    await forgetSession();
    expect(session.watchSession).not.toHaveBeenCalled();
    expect(session.restoreSession).not.toHaveBeenCalled();
    expect(session.accessToken).not.toHaveBeenCalled();
    expect(session.forgetSession).not.toHaveBeenCalled();
  });

  it('restores a stored session with its event handlers on, and then serves every call', async () => {
    sessionStorage.setItem(storedUserKey(window.location.origin), '{}');
    await restoreSession();
    expect(session.watchSession).toHaveBeenCalled();
    expect(session.restoreSession).toHaveBeenCalled();
    expect(await accessToken()).toBe('tok');
    // Loaded once, it answers even after the stored user is gone (forgotten, say).
    sessionStorage.clear();
    await forgetSession();
    expect(session.forgetSession).toHaveBeenCalled();
  });
});

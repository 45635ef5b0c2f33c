import { ErrorResponse } from 'oidc-client-ts';
import { inloggningTexter, sessionStore } from '@fullmakt/shared/first-view';
import { completeSignIn, startSignIn } from './sign-in';
import { encodeTarget } from './target';

const manager = {
  settings: { stateStore: { getAllKeys: vi.fn(async () => ['lagrad-state']) } },
  clearStaleState: vi.fn(async () => undefined),
  signinRedirectCallback: vi.fn(),
  signinRedirect: vi.fn(async () => undefined),
  removeUser: vi.fn(async () => undefined),
};
vi.mock('./user-manager', () => ({ userManager: () => manager }));

// A fixed day: the people's ages (Elsa turns 18 on 2029-06-05) and the 2030 dates hold on
// it whenever the test runs. Only Date is faked; timers and user events run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const claims = {
  sub: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
};
const origin = 'http://localhost';
const target = encodeTarget('/organisation/engagemang');

async function outcome(hash: string) {
  return completeSignIn(`${origin}/login#${hash}`);
}

describe('completeSignIn', () => {
  beforeEach(async () => {
    sessionStore.setState({ user: undefined });
    manager.signinRedirectCallback.mockReset();
    // The wanted location is kept in the tab while the browser is at the provider.
    await startSignIn('bankid-mock', target);
  });

  it('sends the chosen method as idp to the provider', () => {
    expect(manager.signinRedirect).toHaveBeenCalledWith({
      extraQueryParams: { idp: 'bankid-mock' },
    });
  });

  it('signs in on code and the stored state, and restores the target', async () => {
    manager.signinRedirectCallback.mockResolvedValue({ profile: claims });
    expect(await outcome('code=abc&state=lagrad-state')).toEqual({ kind: 'signed-in', target });
    expect(sessionStore.getState().user?.name).toBe('Anna Lindqvist');
  });

  it('returns to /login with the OAuth error and error_description, keeping the target', async () => {
    const result = await outcome(
      `error=access_denied&error_description=${encodeURIComponent(inloggningTexter.under18)}`,
    );
    expect(result.kind).toBe('refused');
    const query = result.kind === 'refused' ? result.query : new URLSearchParams();
    expect(query.get('error')).toBe('access_denied');
    expect(query.get('error_description')).toBe(inloggningTexter.under18);
    expect(query.get('target')).toBe(target);
    expect(manager.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it.each([
    ['state=lagrad-state', 'code parameter missing'],
    ['code=abc', 'state parameter missing'],
    ['code=abc&state=annan', 'state mismatch'],
  ])('refuses %s with "%s"', async (hash, message) => {
    const result = await outcome(hash);
    expect(result.kind === 'refused' && result.query.get('error_description')).toBe(message);
    expect(manager.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('returns with error=server_error when the token exchange answers 400 or more', async () => {
    manager.signinRedirectCallback.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    const refused = await outcome('code=abc&state=lagrad-state');
    expect(refused.kind === 'refused' && refused.query.get('error')).toBe('server_error');
    manager.signinRedirectCallback.mockRejectedValue(new Error('Internal Server Error (500)'));
    const failed = await outcome('code=abc&state=lagrad-state');
    expect(failed.kind === 'refused' && failed.query.get('error')).toBe('server_error');
  });

  it('signs a person under 18 out again with the refusal code that /login shows as text', async () => {
    manager.signinRedirectCallback.mockResolvedValue({
      profile: { ...claims, personnummer: '201106052242' },
    });
    const result = await outcome('code=abc&state=lagrad-state');
    expect(result.kind === 'refused' && result.query.get('error_description')).toBe('under-18');
    expect(sessionStore.getState().user).toBeUndefined();
    expect(manager.removeUser).toHaveBeenCalled();
  });
});

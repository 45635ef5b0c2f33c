// @vitest-environment node
import {
  ownedPrefixesSchema,
  ownedPrefixSchema,
  remoteOwning,
  sharedPrefix,
  type RemotePrefixes,
} from './remote-ownership';

/** The four remotes as server/deploy/remotes.json gives them, and a fifth no build knows. */
const prefixes: RemotePrefixes = {
  mfe_info: ['/', '/info'],
  mfe_privat: ['/privat'],
  mfe_organisation: ['/organisation'],
  mfe_ombud: ['/privat/ombud', '/organisation/ombud'],
  mfe_verifiera: ['/verifiera'],
};

describe('remoteOwning', () => {
  it.each([
    ['/', 'mfe_info'],
    ['/info', 'mfe_info'],
    ['/info/om-oss', 'mfe_info'],
    ['/privat', 'mfe_privat'],
    ['/privat/', 'mfe_privat'],
    ['/privat/fullmaktsgivare', 'mfe_privat'],
    ['/privat/fullmaktsgivare/skapa/mallar?x=1', 'mfe_privat'],
    ['/privat/finns-inte', 'mfe_privat'],
    ['/organisation', 'mfe_organisation'],
    ['/organisation/engagemang', 'mfe_organisation'],
    ['/organisation/fullmaktsgivare/skapa/signering', 'mfe_organisation'],
    ['/privat/ombud', 'mfe_ombud'],
    ['/Privat/Ombud/dela#steg', 'mfe_ombud'],
    ['/privat/ombud/dela/giltighet', 'mfe_ombud'],
    ['/organisation/ombud/fullmakt', 'mfe_ombud'],
    ['/verifiera', 'mfe_verifiera'],
    ['/verifiera/ABC123', 'mfe_verifiera'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteOwning(path, prefixes)).toBe(remote);
  });

  it.each([
    '/login',
    '/fel',
    '/finns-inte',
    '/underskrift/resultat',
    '/privatlivet',
    '/organisationer',
    '/informera',
  ])('%s belongs to no remote', (path) => {
    expect(remoteOwning(path, prefixes)).toBeUndefined();
  });

  it('lets the longest prefix win whatever the order of the file', () => {
    const reversed = Object.fromEntries(Object.entries(prefixes).reverse());
    expect(remoteOwning('/privat/ombud/x', reversed)).toBe('mfe_ombud');
    expect(remoteOwning('/privat/x', reversed)).toBe('mfe_privat');
  });
});

describe('the prefixes a remote may own', () => {
  it.each(['/', '/info', '/privat/ombud', '/verifiera', '/a-b/c1'])('%s is a prefix', (prefix) => {
    expect(ownedPrefixSchema.safeParse(prefix).success).toBe(true);
  });

  it.each(['', 'info', '/info/', '//info', '/Info', '/info/*', '/in fo', '/-info', '/info/../x'])(
    '%s is refused',
    (prefix) => {
      expect(ownedPrefixSchema.safeParse(prefix).success).toBe(false);
    },
  );

  it('needs one at least, each once', () => {
    expect(ownedPrefixesSchema.safeParse([]).success).toBe(false);
    expect(ownedPrefixesSchema.safeParse(['/info', '/info']).success).toBe(false);
  });

  it('finds a prefix two remotes claim', () => {
    expect(sharedPrefix(prefixes)).toBeUndefined();
    expect(sharedPrefix({ ...prefixes, mfe_test: ['/test', '/info'] })).toEqual({
      prefix: '/info',
      remotes: ['mfe_info', 'mfe_test'],
    });
  });
});

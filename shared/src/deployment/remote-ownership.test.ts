import { remoteOwning } from './remote-ownership';

describe('remoteOwning', () => {
  it.each([
    ['/', 'mfe_info'],
    ['/info/om-oss', 'mfe_info'],
    ['/privat', 'mfe_privat'],
    ['/privat/', 'mfe_privat'],
    ['/privat/fullmaktsgivare', 'mfe_privat'],
    ['/privat/fullmaktsgivare/skapa/mallar?x=1', 'mfe_privat'],
    ['/organisation', 'mfe_organisation'],
    ['/organisation/engagemang', 'mfe_organisation'],
    ['/organisation/fullmaktsgivare/skapa/signering', 'mfe_organisation'],
    ['/privat/ombud', 'mfe_ombud'],
    ['/privat/ombud/dela/giltighet', 'mfe_ombud'],
    ['/organisation/ombud/fullmakt', 'mfe_ombud'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteOwning(path)).toBe(remote);
  });

  it.each([
    '/login',
    '/fel',
    '/underskrift/resultat',
    '/privatlivet',
    '/organisationer',
    '/privat/annat',
  ])('%s belongs to no remote', (path) => {
    expect(remoteOwning(path)).toBeUndefined();
  });
});

// @vitest-environment node
import { KonfigurationSvarSchema, harleddaUrler } from './config';

describe('runtime config', () => {
  it('derives the static and admin URLs from the environment', () => {
    expect(harleddaUrler('prod')).toEqual({
      staticUrl: 'https://static.fullmakt.se',
      adminUrl: 'https://admin.fullmakt.se',
    });
    expect(harleddaUrler('test')).toEqual({
      staticUrl: 'https://static.test.fullmakt.se',
      adminUrl: 'https://admin.test.fullmakt.se',
    });
  });

  it('defaults env to prod and derives missing URLs; given URLs win', () => {
    expect(KonfigurationSvarSchema.parse({ login: true, privat: true })).toEqual({
      env: 'prod',
      staticUrl: 'https://static.fullmakt.se',
      adminUrl: 'https://admin.fullmakt.se',
      login: true,
      privat: true,
      transportfullmaktMaxLed: 1,
    });
    expect(
      KonfigurationSvarSchema.parse({
        env: 'dev',
        staticUrl: 'https://s',
        login: false,
        privat: true,
      }).staticUrl,
    ).toBe('https://s');
  });
});

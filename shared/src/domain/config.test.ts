// @vitest-environment node
import { KonfigurationSvarSchema, harleddaUrler } from './konfiguration-svar';

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

  it('carries the validity bounds when the server gives them, and does without them', () => {
    const svar = {
      login: true,
      privat: true,
      giltighetMin: '2026-03-02',
      giltighetMax: '2036-03-02',
    };
    expect(KonfigurationSvarSchema.parse(svar)).toMatchObject({
      giltighetMin: '2026-03-02',
      giltighetMax: '2036-03-02',
    });
    expect(KonfigurationSvarSchema.parse({ login: true, privat: true })).not.toHaveProperty(
      'giltighetMax',
    );
    expect(() => KonfigurationSvarSchema.parse({ ...svar, giltighetMax: '2036-13-01' })).toThrow();
  });
});

// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  arSessionUtgangen,
  callbackFel,
  driftinfoOmkontroll,
  inloggningsFel,
  inloggningsFelkod,
  kanSignera,
} from './login-rules';

describe('login rules', () => {
  it('refuses users under 18 and numbers that are not a Swedish personnummer', () => {
    expect(inloggningsFel('198112189876', '2026-01-01')).toBeUndefined();
    expect(inloggningsFel('20080602-0012', '2026-06-01')).toBe(
      'Du måste ha fyllt 18 år för att använda tjänsten.',
    );
    expect(inloggningsFel('197010632391', '2026-01-01')).toBe(
      'Du kan bara logga in med ett svenskt personnummer. Samordningsnummer kan inte användas.',
    );
    expect(inloggningsFel(undefined, '2026-01-01')).toBe(
      'Du kan bara logga in med ett svenskt personnummer. Samordningsnummer kan inte användas.',
    );
  });

  it('lets a user in on their 18th birthday (Users under 18 are refused)', () => {
    // 20080601-0013 turns 18 on 2026-06-01.
    expect(inloggningsFel('20080601-0013', '2026-06-01')).toBeUndefined();
    expect(inloggningsFel('20080601-0013', '2026-05-31')).toBe(
      'Du måste ha fyllt 18 år för att använda tjänsten.',
    );
  });

  it('gives the refusal as a code (Only Swedish personnummer are supported)', () => {
    expect(inloggningsFelkod('19811218-9876', '2026-01-01')).toBeUndefined();
    expect(inloggningsFelkod('200806010013', '2026-05-31')).toBe('under-18');
    expect(inloggningsFelkod('197010632391', '2026-01-01')).toBe('inget-svenskt-personnummer');
    expect(inloggningsFelkod(undefined, '2026-01-01')).toBe('inget-svenskt-personnummer');
  });

  it('does not let foreign eID sign', () => {
    expect(kanSignera('bankid')).toBe(true);
    expect(kanSignera('eidas')).toBe(false);
    expect(kanSignera('foreign-eid')).toBe(false);
    expect(kanSignera('EIDAS-test')).toBe(false);
    expect(kanSignera('freja')).toBe(true);
  });

  it('needs code and a matching state in the callback', () => {
    expect(callbackFel({ state: 's' }, 's')).toBe('code parameter missing');
    expect(callbackFel({ code: 'c' }, 's')).toBe('state parameter missing');
    expect(callbackFel({ code: 'c', state: 'x' }, 's')).toBe('state mismatch');
    expect(callbackFel({ code: 'c', state: 's' }, 's')).toBeUndefined();
  });

  it('counts a session as expired 30 seconds before exp', () => {
    const exp = 1_000_000;
    expect(arSessionUtgangen(exp, exp * 1000 - 30_001)).toBe(false);
    expect(arSessionUtgangen(exp, exp * 1000 - 30_000)).toBe(true);
  });

  it('re-reads the maintenance file every 5 minutes only while needed and never in development', () => {
    expect(driftinfoOmkontroll({ login: true }, 'prod')).toBeUndefined();
    expect(driftinfoOmkontroll({ login: false }, 'prod')).toBe(300000);
    expect(driftinfoOmkontroll({ login: true, meddelande: 'x' }, 'prod')).toBe(300000);
    expect(driftinfoOmkontroll({ login: false }, 'dev')).toBeUndefined();
    expect(driftinfoOmkontroll({ login: true, meddelande: 'x' }, 'development')).toBeUndefined();
  });
});

// @vitest-environment node
import { inloggningTexter } from '@fullmakt/shared/first-view';
import { loginErrorText } from './login-error';

describe('loginErrorText', () => {
  it('says nothing without an error', () => {
    expect(loginErrorText(null, null)).toBeUndefined();
  });

  it.each([
    ['under-18', inloggningTexter.under18],
    ['inget-svenskt-personnummer', inloggningTexter.ingetSvensktPersonnummer],
    ['avbruten', inloggningTexter.avbruten],
    ['utgangen', inloggningTexter.utgangen],
    ['startfel', inloggningTexter.startfel],
    ['metod-saknas:freja', 'Freja+ finns inte i den här miljön. Välj BankID Mock.'],
    ['metod-saknas', inloggningTexter.metodSaknasOkand],
    ['metod-saknas:okand-metod', inloggningTexter.metodSaknasOkand],
  ])("shows the text of the provider's refusal code %s", (code, text) => {
    expect(loginErrorText('access_denied', code)).toEqual({ message: text });
  });

  it('puts a Swedish sentence before a technical OAuth message', () => {
    expect(loginErrorText('invalid_request', 'state mismatch')).toEqual({
      message: inloggningTexter.allmant,
      technical: 'state mismatch',
    });
  });

  it('reads each OAuth error value without a code as its own text', () => {
    expect(loginErrorText('server_error', null)?.message).toBe(inloggningTexter.allmant);
    expect(loginErrorText('access_denied', null)?.message).toBe(inloggningTexter.annanStatus);
    expect(loginErrorText('temporarily_unavailable', null)?.message).toBe(
      inloggningTexter.inteTillganglig,
    );
  });

  // Crafted links: anyone can send a link to /login; none of its text may be shown as ours.
  const phishing =
    'Ditt BankID är spärrat. Ring Fullmaktsservice på 0771-123 456 och uppge din säkerhetskod.';
  it.each([
    ['prose in error_description', 'access_denied', phishing],
    ['an unknown error value', 'ring_oss_pa_0771_123456', null],
    ['HTML in a parameter', '<img src=x onerror=alert(1)>', '<b>Logga in här</b>'],
    ['a very long parameter', 'access_denied', `under-18${'x'.repeat(5000)}`],
    ['a known code with text after it', 'access_denied', `under-18:${phishing}`],
    ['a method name that is not ours', 'access_denied', `metod-saknas:${phishing}`],
  ])('shows no text from a link with %s', (_name, error, description) => {
    const text = loginErrorText(error, description);
    const shown = `${text?.message ?? ''} ${text?.technical ?? ''}`;
    expect(shown).not.toContain('0771');
    expect(shown).not.toContain('<');
    expect(shown).not.toContain('xxxx');
    expect(shown).not.toContain(error);
    expect(Object.values(inloggningTexter)).toContain(text?.message);
  });
});

import { inloggningTexter } from '@fullmakt/shared';
import { loginErrorText } from './login-error';

describe('loginErrorText', () => {
  it('says nothing without an error', () => {
    expect(loginErrorText(null, null)).toBeUndefined();
  });

  it("shows the provider's Swedish refusal as it is", () => {
    expect(loginErrorText('access_denied', inloggningTexter.under18)).toEqual({
      message: 'Du måste ha fyllt 18 år för att använda tjänsten.',
    });
  });

  it('puts a Swedish sentence before a technical OAuth message', () => {
    expect(loginErrorText('invalid_request', 'state mismatch')).toEqual({
      message: inloggningTexter.allmant,
      technical: 'state mismatch',
    });
  });

  it('reads server_error as the generic failure and other codes as another status', () => {
    expect(loginErrorText('server_error', null)?.message).toBe(inloggningTexter.allmant);
    expect(loginErrorText('access_denied', null)?.message).toBe(inloggningTexter.annanStatus);
  });
});

import { createXsrf } from './xsrf';

describe('the XSRF cookie signature', () => {
  const secret = 'test-hemlighet-som-ar-minst-32-tecken-lang';

  it('is accepted again from memory, and a forged one never, before or after', () => {
    const xsrf = createXsrf(secret);
    const token = xsrf.issue();
    const [nonce] = token.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    expect(xsrf.isSigned(forged)).toBe(false);
    expect(xsrf.isSigned(token)).toBe(true);
    expect(xsrf.isSigned(token)).toBe(true);
    expect(xsrf.isSigned(forged)).toBe(false);
    expect(xsrf.isSigned(`${token}.extra`)).toBe(false);
  });

  it('is remembered per secret: another secret does not accept it', () => {
    const token = createXsrf(secret).issue();
    const other = createXsrf(`${secret}-annan`);
    expect(other.isSigned(token)).toBe(false);
    expect(other.isSigned(other.issue())).toBe(true);
    expect(other.isSigned(token)).toBe(false);
  });
});

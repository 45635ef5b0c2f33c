import { decodeTarget, encodeTarget, loginPathFor } from './target';

describe('target', () => {
  it('round-trips a path with query, hash and Swedish letters', () => {
    const location = '/organisation/ombud/fullmakt?id=1&orgnummer=5567&s=åäö#x';
    expect(decodeTarget(encodeTarget(location))).toBe(location);
  });

  it('is base64 of the location, URL-encoded in the login path', () => {
    expect(encodeTarget('/privat')).toBe(btoa('/privat'));
    const path = loginPathFor('/privat/ombud?x=1');
    expect(new URLSearchParams(path.split('?')[1]).get('target')).toBe(btoa('/privat/ombud?x=1'));
  });

  it.each([
    ['another site', btoa('https://evil.example/')],
    ['a protocol-relative URL', btoa('//evil.example/')],
    ['a backslash trick', btoa('/\\evil.example')],
    ['not base64', '%%%'],
    ['nothing', ''],
  ])('refuses %s', (_name, target) => {
    expect(decodeTarget(target)).toBeUndefined();
  });
});

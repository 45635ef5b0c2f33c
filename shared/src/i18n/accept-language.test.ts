// @vitest-environment node
import { sprakFranAcceptLanguage } from './accept-language';
import { tolkaSprak } from './sprak';

describe('the language a request asks for', () => {
  it.each([
    [undefined, 'sv'],
    ['', 'sv'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['de-DE,en;q=0.5', 'en'],
    ['de-DE,fr;q=0.7', 'sv'],
    ['en;q=0.4,sv;q=0.6', 'sv'],
    ['sv;q=0,en', 'en'],
    ['*', 'sv'],
    ['EN-us', 'en'],
    ['english', 'sv'],
    ['en;q=abc', 'sv'],
  ] as const)('%s → %s', (header, sprak) => {
    expect(sprakFranAcceptLanguage(header)).toBe(sprak);
  });

  it('takes only a language the service has from a cookie or a preference', () => {
    expect(tolkaSprak('en')).toBe('en');
    expect(tolkaSprak('sv')).toBe('sv');
    expect(tolkaSprak('fi')).toBeUndefined();
    expect(tolkaSprak(undefined)).toBeUndefined();
  });
});

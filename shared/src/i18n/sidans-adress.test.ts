import { adressensSprak, adressPaSprak, sprakvaxling } from './sidans-adress';

describe('the information pages have an address per language', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/info', 'en', '/en/info'],
    ['/info/kakor', 'en', '/en/info/kakor'],
    ['/info/kakor?a=1#b', 'en', '/en/info/kakor?a=1#b'],
    ['/en', 'sv', '/'],
    ['/en/info/kakor', 'sv', '/info/kakor'],
    ['/en/info/kakor#b', 'sv', '/info/kakor#b'],
    ['/en/info/kakor', 'en', '/en/info/kakor'],
    ['/info/kakor', 'sv', '/info/kakor'],
  ] as const)('%s in %s is %s', (address, sprak, expected) => {
    expect(adressPaSprak(address, sprak)).toBe(expected);
  });

  it.each(['/login', '/privat/fullmaktsgivare', '/informera', '/engelska', '/verifiera?x=/info'])(
    'a flow keeps its address in every language: %s',
    (address) => {
      expect(adressPaSprak(address, 'en')).toBe(address);
      expect(adressPaSprak(address, 'sv')).toBe(address);
    },
  );

  it('tells an English address by its prefix only', () => {
    expect(adressensSprak('/en')).toBe('en');
    expect(adressensSprak('/en/info/om-oss?x=1')).toBe('en');
    expect(adressensSprak('/en?x')).toBe('en');
    expect(adressensSprak('/engelska')).toBeUndefined();
    expect(adressensSprak('/info/en')).toBeUndefined();
    expect(adressensSprak('/')).toBeUndefined();
  });
});

describe("the header's language switch", () => {
  it('offers the other language in its own name, back to the same page', () => {
    expect(sprakvaxling('/login', 'sv')).toEqual({
      href: '/sprak/en?till=%2Flogin',
      label: 'English',
      lang: 'en',
    });
    expect(sprakvaxling('/privat/fullmaktsgivare?x=1', 'en')).toEqual({
      href: '/sprak/sv?till=%2Fprivat%2Ffullmaktsgivare%3Fx%3D1',
      label: 'Svenska',
      lang: 'sv',
    });
  });

  it('sends an information page to its address in the language chosen', () => {
    expect(sprakvaxling('/info/kakor', 'sv').href).toBe('/sprak/en?till=%2Fen%2Finfo%2Fkakor');
    expect(sprakvaxling('/en/info/kakor', 'en').href).toBe('/sprak/sv?till=%2Finfo%2Fkakor');
    expect(sprakvaxling('/en', 'en').href).toBe('/sprak/sv?till=%2F');
  });
});

import { sidhuvudTexter } from '../texts/shell';
import { aktivtSprak, lasSprakFran } from './aktivt-sprak';
import { glomOversattningar, oversatt } from './oversattningar';
import { laddaSidansSprak } from './sidans-sprak';

afterEach(() => {
  glomOversattningar();
  lasSprakFran(() => 'sv');
  document.documentElement.lang = 'sv';
});

describe("the page's language", () => {
  it('is the one the server wrote into <html lang>, with its catalogs loaded', async () => {
    document.documentElement.lang = 'en';
    await expect(laddaSidansSprak()).resolves.toBe('en');
    expect(aktivtSprak()).toBe('en');
    expect(sidhuvudTexter.loggaIn).toBe('Sign in');
    expect(sidhuvudTexter.inloggadSom('Anna')).toBe('Signed in as Anna');
  });

  it('is Swedish, with no translation loaded, on a Swedish page', async () => {
    await expect(laddaSidansSprak('sv')).resolves.toBe('sv');
    expect(oversatt('en', 'shell.sidhuvud.loggaIn', [])).toBeUndefined();
    expect(sidhuvudTexter.loggaIn).toBe('Logga in');
  });

  it('is Swedish when <html lang> names a language the service does not have', async () => {
    await expect(laddaSidansSprak('fi')).resolves.toBe('sv');
    await expect(laddaSidansSprak('')).resolves.toBe('sv');
    expect(sidhuvudTexter.loggaIn).toBe('Logga in');
  });

  it('is Swedish, and says so in <html lang>, when the translation does not load', async () => {
    const varning = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.documentElement.lang = 'en';
    const trasig = { en: () => Promise.reject(new Error('ChunkLoadError')) };
    await expect(laddaSidansSprak('en', { delade: trasig })).resolves.toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(aktivtSprak()).toBe('sv');
    expect(sidhuvudTexter.loggaIn).toBe('Logga in');
    expect(varning).toHaveBeenCalledWith('Översättningen kunde inte laddas', expect.any(Error));
  });
});

describe('the pseudo-locale on a page', () => {
  it('reads every text in it, as English for dates and the API, without the catalogs', async () => {
    document.documentElement.lang = 'en-XA';
    await expect(laddaSidansSprak()).resolves.toBe('en');
    expect(aktivtSprak()).toBe('en');
    expect(document.documentElement.lang).toBe('en-XA');
    expect(sidhuvudTexter.loggaIn).toBe('[Ļöĝĝå îñ ···]');
    expect(sidhuvudTexter.inloggadSom('Anna')).toBe('[Îñļöĝĝåð šöɱ Anna ·····]');
  });
});

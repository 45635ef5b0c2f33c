import { loadRemote } from '@module-federation/enhanced/runtime';
import { laddaSidansSprak, partnerTexts } from '@fullmakt/shared/first-view';
import { loadRemoteTranslation } from './load-remote-translation';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
}));

/** A remote's `./oversattning`, with one message of mfe-info's own. */
const ownTranslation = {
  kataloger: {
    en: async () => [{ 'info.partner.heading': 'Connected agencies and municipalities' }],
  },
};

afterEach(async () => {
  await laddaSidansSprak('sv');
  vi.mocked(loadRemote).mockReset();
});

// In this order: a translation once loaded stays for the page (as in the browser).

describe("a remote's own translations", () => {
  it('are not asked for on a Swedish page', async () => {
    await loadRemoteTranslation('mfe_info');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leave its texts in Swedish when its release has none, or they do not load', async () => {
    await laddaSidansSprak('en');
    const warning = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(loadRemote).mockRejectedValue(new Error('RUNTIME-004 ./oversattning'));
    await expect(loadRemoteTranslation('mfe_info')).resolves.toBeUndefined();
    expect(partnerTexts.heading).toBe('Myndigheter och kommuner som är anslutna');
    expect(warning).toHaveBeenCalledWith(
      'Översättningen av mfe_info kunde inte laddas',
      expect.any(Error),
    );
  });
  it("are loaded from the remote's ./oversattning on an English page, and read at once", async () => {
    await laddaSidansSprak('en');
    vi.mocked(loadRemote).mockResolvedValue(ownTranslation);
    await loadRemoteTranslation('mfe_info');
    expect(loadRemote).toHaveBeenCalledWith('mfe_info/oversattning');
    expect(partnerTexts.heading).toBe('Connected agencies and municipalities');
  });
});

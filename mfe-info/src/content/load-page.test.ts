import { loadPage } from './load-page';

describe('loadPage', () => {
  const assign = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns the loaded page', async () => {
    await expect(loadPage('/info/om-oss', async () => 'sida')).resolves.toBe('sida');
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page anew once when its chunk is gone (a redeploy), then lets a second failure through', async () => {
    const gone = () => Promise.reject(new Error('Loading chunk 445 failed'));
    void loadPage('/info/om-oss', gone);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/info/om-oss'));
    // After the new page load the same failure is real: no reload loop.
    await expect(loadPage('/info/om-oss', gone)).rejects.toThrow('Loading chunk 445 failed');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

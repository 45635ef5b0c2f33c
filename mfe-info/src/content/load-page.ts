/** Remembers, in this tab, the one page loaded anew because its chunk was gone. */
const reloadedKey = 'fullmakt.info.sidaOmladdad';

/**
 * Loads a page's chunk for its route. After an editor's redeploy the old chunks are gone,
 * so a tab opened before it fails here: the page is then loaded anew at `path` (once; a
 * second failure is a real one and goes to the shell's error boundary for this remote).
 */
export async function loadPage<T>(path: string, load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(reloadedKey);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(reloadedKey) === path) {
      sessionStorage.removeItem(reloadedKey);
      throw error;
    }
    sessionStorage.setItem(reloadedKey, path);
    window.location.assign(path);
    // The page is being replaced; this route never renders.
    return new Promise<T>(() => undefined);
  }
}

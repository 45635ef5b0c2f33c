import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  aktivtSprak,
  laddaAppensOversattning,
  type Kataloger,
  type RemoteName,
} from '@fullmakt/shared/first-view';

/**
 * A remote's own translations (its `./oversattning`, issue 33 item 3), on a page in
 * another language, before its `./routes`: a text its routes read when they load is then
 * already in the page's language. A Swedish page asks for nothing. A release from before
 * remotes had translations of their own, or one whose translation does not load, shows
 * those texts in Swedish, the fallback, rather than not at all.
 */
export async function loadRemoteTranslation(name: RemoteName): Promise<void> {
  if (aktivtSprak() === 'sv') {
    return;
  }
  try {
    const translation = await loadRemote<{ kataloger: Kataloger }>(`${name}/oversattning`);
    if (translation) {
      await laddaAppensOversattning(translation.kataloger);
    }
  } catch (error: unknown) {
    console.warn(`Översättningen av ${name} kunde inte laddas`, error);
  }
}

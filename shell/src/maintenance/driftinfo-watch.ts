import {
  driftinfoOmkontroll,
  hamtaDriftinfo,
  sessionStore,
  type Driftinfo,
} from '@fullmakt/shared/first-view';
import { useDriftinfoStore } from './driftinfo-store';

interface WatchOptions {
  env: string;
  /** Login as the runtime config says at start; the maintenance file can only switch it off. */
  configLogin: boolean;
  /** The first answer, when it was asked for already (in parallel with the config). */
  first?: Promise<Driftinfo>;
}

function apply(info: Driftinfo, configLogin: boolean): void {
  useDriftinfoStore.getState().setInfo(info);
  sessionStore.getState().setEnabled(configLogin && info.login);
}

/**
 * Reads the maintenance file at start, then again every 5 minutes while a message exists or
 * login is off, never in development (the shared rule decides). Returns the first answer
 * and a stop function.
 */
export async function watchDriftinfo(
  options: WatchOptions,
): Promise<{ first: Driftinfo; stop: () => void }> {
  const read = () => hamtaDriftinfo();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function schedule(info: Driftinfo): void {
    const delay = driftinfoOmkontroll(info, options.env);
    if (delay === undefined || stopped) {
      return;
    }
    timer = setTimeout(() => {
      void read().then((next) => {
        if (!stopped) {
          apply(next, options.configLogin);
          schedule(next);
        }
      });
    }, delay);
  }

  const first = await (options.first ?? read());
  apply(first, options.configLogin);
  schedule(first);
  return {
    first,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

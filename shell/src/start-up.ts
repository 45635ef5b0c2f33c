import {
  laddaSidansSprak,
  sessionStore,
  setDpopProvider,
  setOnUnauthorized,
  setTokenProvider,
} from '@fullmakt/shared/first-view';
import { accessToken, dpopProof, forgetSession, restoreSession } from './auth/auth';
import { reloadSignedOutPageOnRestore } from './auth/back-forward';
import { loginPathFor } from './auth/target';
import { loadRuntimeConfig } from './config/load-config';
import { watchDriftinfo } from './maintenance/driftinfo-watch';
import { firstDriftinfo } from './maintenance/first-driftinfo';
import { skaletsKataloger } from './oversattning';

/** A 401 from the API forgets the session and goes to /login with the current location as target. */
export function sendUnauthorizedToLogin(navigate: (to: string) => void): void {
  setOnUnauthorized(() => {
    if (sessionStore.getState().user === undefined && window.location.pathname === '/login') {
      return;
    }
    const here = window.location.pathname + window.location.search + window.location.hash;
    void forgetSession().then(() => navigate(loginPathFor(here)));
  });
}

/**
 * Everything the first render needs (SPEC §4, issue 5): the runtime config, the session
 * this tab already has, the maintenance file, and the page's language with its translation. The API client gets its token from the
 * sign-in library, renewed first when the session is about to expire.
 */
export async function startUp(): Promise<void> {
  setTokenProvider(accessToken);
  setDpopProvider(dpopProof);
  reloadSignedOutPageOnRestore();
  const driftinfo = firstDriftinfo();
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    restoreSession().catch((error: unknown) => console.warn('Sessionen kunde inte läsas', error)),
    driftinfo,
    laddaSidansSprak(undefined, { egna: skaletsKataloger }),
  ]);
  await watchDriftinfo({ env: config.env, configLogin: config.login, first: driftinfo });
}

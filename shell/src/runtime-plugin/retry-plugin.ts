import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry } from './fetch-with-retry';

/**
 * Runtime plugin: a remote's manifest survives a transient network error or a proxy's
 * 502/503/504, with a time limit per attempt so a hanging server does not hang the page.
 * (A failed remoteEntry or chunk is retried by the shell's route loader as a whole.)
 * Module Federation loads runtime plugins by their default export.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fullmakt-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
  };
}

import {
  KonfigurationSvarSchema,
  SIDDATA_ID,
  konfigurationStore,
  startkonfiguration,
  type Config,
} from '@fullmakt/shared/first-view';
import { embeddedJson } from '../page-data/embedded-json';

export const konfigurationPath = '/api/konfiguration';

/**
 * The server writes GET /api/konfiguration's answer into the page (one request less before
 * the first render); without it (the dev server) it is fetched. A public call: no token.
 */
async function readConfigAnswer(): Promise<unknown> {
  const embedded = embeddedJson(SIDDATA_ID.konfiguration);
  if (embedded !== undefined) {
    return embedded;
  }
  const response = await fetch(konfigurationPath, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`${konfigurationPath} answered ${response.status}`);
  }
  return response.json();
}

/**
 * Reads the runtime config and keeps it in the config store. A failed or malformed
 * answer keeps the start config (prod, login on): the page still renders, and the
 * maintenance file decides about login on its own.
 */
export async function loadRuntimeConfig(): Promise<Config> {
  let config = startkonfiguration;
  try {
    config = KonfigurationSvarSchema.parse(await readConfigAnswer());
  } catch (error) {
    console.warn('Konfigurationen kunde inte läsas', error);
  }
  konfigurationStore.getState().setConfig(config);
  return config;
}

import { httpKlient, KonfigurationSvarSchema, type Config } from '@fullmakt/shared';
import { startkonfiguration, useConfigStore } from './config-store';

export const konfigurationPath = '/api/konfiguration';

/**
 * Reads GET /api/konfiguration and keeps it in the config store. A failed or malformed
 * answer keeps the start config (prod, login on): the page still renders, and the
 * maintenance file decides about login on its own.
 */
export async function loadRuntimeConfig(): Promise<Config> {
  let config = startkonfiguration;
  try {
    const answer = await httpKlient.get<unknown>(konfigurationPath);
    config = KonfigurationSvarSchema.parse(answer.data);
  } catch (error) {
    console.warn('Konfigurationen kunde inte läsas', error);
  }
  useConfigStore.getState().setConfig(config);
  return config;
}

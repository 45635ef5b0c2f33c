import { readFile } from 'node:fs/promises';
import { DriftinfoSchema, type Config, type Driftinfo } from '@fullmakt/shared/domain';
import { validityBounds } from '../fullmakt/validity';
import { swedishDate } from './clock';
import type { Settings } from './settings';

/**
 * The runtime config and the maintenance file's answer as plain functions: the routes
 * (server/src/routes/config-routes.ts) answer them, and every page carries them (the web
 * plugin's sendShell) without a request of its own through fastify's hooks and logging.
 */

/** The maintenance file, re-read on every call so an operator's edit applies at once. */
export async function readDriftinfo(file: string): Promise<Driftinfo | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  return DriftinfoSchema.parse(JSON.parse(text));
}

/** What GET /api/konfiguration answers today. */
export async function runtimeConfig(settings: Settings, today: Date): Promise<Config> {
  // A maintenance file the operator broke turns login off, as the file's own route does.
  const login = await readDriftinfo(settings.driftinfoFile).then(
    (d) => d?.login ?? true,
    () => false,
  );
  const { min, max } = validityBounds(settings, swedishDate(today));
  return {
    env: settings.env,
    staticUrl: settings.staticUrl,
    adminUrl: settings.adminUrl,
    login,
    privat: settings.privat,
    transportfullmaktMaxLed: settings.transportfullmaktMaxLed,
    // The bounds the server's own date check uses today, so the browser can say them.
    giltighetMin: min,
    giltighetMax: max,
  };
}

/**
 * How GET /driftinfo/driftinfo.json answers: 200 with the file, 404 without one (login on,
 * no message), 503 when the file is broken (it must not look like "no message").
 */
export async function driftinfoAnswer(
  settings: Settings,
): Promise<{ status: 200; body: Driftinfo } | { status: 404 | 503 }> {
  try {
    const body = await readDriftinfo(settings.driftinfoFile);
    return body ? { status: 200, body } : { status: 404 };
  } catch {
    return { status: 503 };
  }
}

// The runtime config and the maintenance file as the browser reads them, checked with
// zod/mini: the shell reads both before its first render, and the first view loads no
// classic zod. The server's schemas of the same documents are in config.ts.
import { z } from 'zod/mini';
import { DEFAULT_ENV, DEFAULT_TRANSPORTFULLMAKT_MAX_LED } from './constants';
import type { Config, Driftinfo } from './config';

/** What a 404 on the maintenance file means: login on, no message. */
export const DRIFTINFO_SAKNAS: Driftinfo = { login: true };

/** What any other failed answer means: login off. */
export const DRIFTINFO_FEL: Driftinfo = { login: false };

/** A reply of GET /driftinfo/driftinfo.json (the server's DriftinfoSchema, as mini). */
export const DriftinfoSvarSchema = z.object({
  login: z.boolean(),
  meddelande: z.optional(z.string()),
});

/**
 * Static and admin URLs derive from the environment name (SPEC §9): prod has none of its
 * own in the host name, every other environment does. The same rule as the server's.
 */
export function harleddaUrler(env: string): { staticUrl: string; adminUrl: string } {
  const suffix = env === DEFAULT_ENV ? '' : `.${env}`;
  return {
    staticUrl: `https://static${suffix}.fullmakt.se`,
    adminUrl: `https://admin${suffix}.fullmakt.se`,
  };
}

function definierade(svar: {
  staticUrl?: string | undefined;
  adminUrl?: string | undefined;
}): Partial<Config> {
  return {
    ...(svar.staticUrl ? { staticUrl: svar.staticUrl } : {}),
    ...(svar.adminUrl ? { adminUrl: svar.adminUrl } : {}),
  };
}

/**
 * The runtime config as the browser reads it (the server's ConfigSchema with the URLs
 * optional): env defaults to prod and the URLs, when the answer leaves them out, derive
 * from env.
 */
export const KonfigurationSvarSchema = z.pipe(
  z.object({
    env: z._default(z.string(), DEFAULT_ENV),
    staticUrl: z.optional(z.string()),
    adminUrl: z.optional(z.string()),
    login: z.boolean(),
    privat: z.boolean(),
    transportfullmaktMaxLed: z._default(
      z.int().check(z.nonnegative()),
      DEFAULT_TRANSPORTFULLMAKT_MAX_LED,
    ),
    giltighetMin: z.optional(z.iso.date()),
    giltighetMax: z.optional(z.iso.date()),
  }),
  z.transform((svar): Config => ({ ...svar, ...harleddaUrler(svar.env), ...definierade(svar) })),
);

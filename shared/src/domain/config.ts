// Runtime configuration and the maintenance file (driftinfo).
import { z } from 'zod';
import { DEFAULT_ENV, DEFAULT_TRANSPORTFULLMAKT_MAX_LED } from './constants';
import { IsoDateSchema } from './dates';

export const ConfigSchema = z.object({
  env: z.string().default(DEFAULT_ENV),
  staticUrl: z.string(),
  adminUrl: z.string(),
  login: z.boolean(),
  privat: z.boolean(),
  transportfullmaktMaxLed: z
    .number()
    .int()
    .nonnegative()
    .default(DEFAULT_TRANSPORTFULLMAKT_MAX_LED),
  /**
   * The validity bounds of SPEC §5 ({min}, {max}) as the server checks them today: the
   * earliest start and the latest start or end (yyyy-mm-dd). A server that does not send
   * them leaves them out; the browser then checks from its own today, with no upper bound.
   */
  giltighetMin: IsoDateSchema.optional(),
  giltighetMax: IsoDateSchema.optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Reply of GET /driftinfo/driftinfo.json. */
export const DriftinfoSchema = z.object({
  login: z.boolean(),
  meddelande: z.string().optional(),
});
export type Driftinfo = z.infer<typeof DriftinfoSchema>;

/** What a 404 on the maintenance file means: login on, no message. */
export const DRIFTINFO_SAKNAS: Driftinfo = { login: true };

/** What any other failed answer means: login off. */
export const DRIFTINFO_FEL: Driftinfo = { login: false };

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

/**
 * The runtime config as the browser reads it: env defaults to prod and the URLs, when the
 * answer leaves them out, derive from env.
 */
export const KonfigurationSvarSchema = ConfigSchema.extend({
  staticUrl: z.string().optional(),
  adminUrl: z.string().optional(),
}).transform((svar): Config => ({ ...svar, ...harleddaUrler(svar.env), ...definierade(svar) }));

function definierade(svar: {
  staticUrl?: string | undefined;
  adminUrl?: string | undefined;
}): Partial<Config> {
  return {
    ...(svar.staticUrl ? { staticUrl: svar.staticUrl } : {}),
    ...(svar.adminUrl ? { adminUrl: svar.adminUrl } : {}),
  };
}

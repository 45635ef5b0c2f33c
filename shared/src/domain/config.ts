// Runtime configuration and the maintenance file (driftinfo): the server's schemas. The
// browser reads both with the zod/mini schemas of konfiguration-svar.ts.
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

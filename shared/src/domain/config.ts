// Runtime configuration and the maintenance file (driftinfo).
import { z } from 'zod';
import { DEFAULT_ENV, DEFAULT_TRANSPORTFULLMAKT_MAX_LED } from './constants';

export const ConfigSchema = z.object({
  env: z.string().default(DEFAULT_ENV),
  staticUrl: z.string(),
  adminUrl: z.string(),
  login: z.boolean(),
  privat: z.boolean(),
  transportfullmaktMaxLed: z.number().int().nonnegative().default(DEFAULT_TRANSPORTFULLMAKT_MAX_LED),
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

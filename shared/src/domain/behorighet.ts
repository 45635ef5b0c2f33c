// Permissions (behorigheter): on a template, on a power, and as the list the user picks from.
import { z } from 'zod';

/** A permission on a power. */
export const BehorighetSchema = z.object({
  kod: z.string().min(1),
  rubrik: z.string(),
  beskrivning: z.string(),
});
export type Behorighet = z.infer<typeof BehorighetSchema>;

/** A permission offered by a template; mandatory ones must always be granted. */
export const MallBehorighetSchema = BehorighetSchema.extend({
  obligatorisk: z.boolean(),
});
export type MallBehorighet = z.infer<typeof MallBehorighetSchema>;

/** An entry of the permission list in the wizard. */
export const BehorighetslistpostSchema = MallBehorighetSchema.extend({
  vald: z.boolean(),
  index: z.number().int().nonnegative(),
});
export type Behorighetslistpost = z.infer<typeof BehorighetslistpostSchema>;

// Templates (mall): what a third party lets private persons and organisations create.
import { z } from 'zod';
import { FullmaktsgivarRollSchema } from './enums';
import { MallBehorighetSchema } from './behorighet';
import { IdRefSchema } from './parties';

export const MallSchema = z.object({
  id: z.string().min(1),
  rubrik: z.string(),
  tredjeman: IdRefSchema,
  /** The principal roles the template allows. */
  fullmaktsgivarroll: z.array(FullmaktsgivarRollSchema),
  behorigheter: z.array(MallBehorighetSchema),
  /** Whether a power from this template may be shared onward. */
  transportfullmakt: z.boolean().optional(),
});
export type Mall = z.infer<typeof MallSchema>;

/** Reply of POST /api/dfm/tredjeman/{tredjeman}/mallar. */
export const MallListaSvarSchema = z.object({ mallar: z.array(MallSchema) });
export type MallListaSvar = z.infer<typeof MallListaSvarSchema>;

/** Body of the template call. */
export const MallBegaranSchema = z.object({
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});
export type MallBegaran = z.infer<typeof MallBegaranSchema>;

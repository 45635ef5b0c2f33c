// Third parties (tredjeman): the authorities and municipalities that receive powers.
import { z } from 'zod';
import { AtgardSchema } from './enums';

export const TredjemanSchema = z.object({
  id: z.string().min(1),
  namn: z.string(),
  /** What callers may do with this third party; 'skapa' is the create right. */
  behorigheter: z.array(AtgardSchema),
});
export type Tredjeman = z.infer<typeof TredjemanSchema>;

/** Reply of GET {tredjemanApi}/tredjeman. */
export const TredjemanListaSvarSchema = z.object({
  tredjeman: z.array(TredjemanSchema),
});
export type TredjemanListaSvar = z.infer<typeof TredjemanListaSvarSchema>;

/** A third party can be used for creation only if it grants the create right. */
export function kanSkapaFullmakt(tredjeman: Tredjeman): boolean {
  return tredjeman.behorigheter.includes('skapa');
}

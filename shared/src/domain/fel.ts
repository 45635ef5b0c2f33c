// An error entry as sources and the server report it: a catalogue code and an optional text.
import { z } from 'zod';

export const FelSchema = z.object({
  kod: z.string(),
  meddelande: z.string().optional(),
});
export type Fel = z.infer<typeof FelSchema>;

/**
 * The JSON body of a failed API call: the same shape under the name the API's answers use.
 * @alias
 */
export const ApiFelSvarSchema = FelSchema;
export type ApiFelSvar = Fel;

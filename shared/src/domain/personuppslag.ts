// Looking up a person who is to hold a power, one holder at a time, so the wizard can show
// the §5 message at the right holder field before a draft exists.
import { z } from 'zod';
import { PersonSchema } from './parties';

/**
 * Body of POST /api/dfm/person: the personnummer as the user typed it. The server checks
 * format, check digit, self, age and the population register with the shared §5 rule and
 * refuses with `fullmakt.ogiltig` and the §5 text as `meddelande`.
 */
export const PersonUppslagBegaranSchema = z.object({
  personnummer: z.string().max(20),
});
export type PersonUppslagBegaran = z.infer<typeof PersonUppslagBegaranSchema>;

/**
 * Reply: the person's id and type, without names, for everyone the register holds, so a
 * person with protected identity is answered exactly as anyone else. An organisation, from
 * the public company register, comes with its name.
 */
export const PersonUppslagSvarSchema = PersonSchema.pick({ id: true, typ: true }).extend({
  namn: z.string().optional(),
});
export type PersonUppslagSvar = z.infer<typeof PersonUppslagSvarSchema>;

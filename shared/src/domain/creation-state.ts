// The creation state of the wizard (SPEC §3), kept in sessionStorage with the app mode.
// Every field is optional: the wizard fills them in step by step.
import { z } from 'zod';
import { FullmaktsgivarRollSchema } from './enums';
import { BehorighetslistpostSchema } from './behorighet';
import { FullmaktSchema } from './fullmakt';
import { MallSchema } from './mall';
import {
  FullmaktsgivareSchema,
  InloggadPersonSchema,
  PersonSchema,
  SignatarSchema,
} from './parties';
import { HinderSchema, SigneringsalternativSchema } from './signering';
import { TredjemanSchema } from './tredjeman';
import { UnderskriftResultatSchema } from './underskrift';

export const SkapandeTillstandSchema = z.object({
  skapare: InloggadPersonSchema.optional(),
  tredjeman: TredjemanSchema.optional(),
  fullmaktsgivare: FullmaktsgivareSchema.optional(),
  fullmaktsgivarroll: FullmaktsgivarRollSchema.optional(),
  fullmaktshavare: z.array(PersonSchema),
  fullmakt: FullmaktSchema.optional(),
  /** For share flows: the received power being shared onward. */
  ursprung: FullmaktSchema.optional(),
  mall: MallSchema.optional(),
  signeringsalternativ: z.array(SigneringsalternativSchema),
  /** The id of the chosen signing option. */
  signeringsval: z.string().optional(),
  underskrifter: z.array(SignatarSchema),
  behorighetslista: z.array(BehorighetslistpostSchema),
  foretagsform: z.string().optional(),
  /** A catalogue code for the last signing error. */
  signeringsfel: z.string().optional(),
  signeringsresultat: UnderskriftResultatSchema.optional(),
  hinderTredjeman: z.array(HinderSchema),
});
export type SkapandeTillstand = z.infer<typeof SkapandeTillstandSchema>;

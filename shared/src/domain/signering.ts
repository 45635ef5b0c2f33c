// Signing options per organisation: which groups of people may sign for it, per source.
import { z } from 'zod';
import { FelSchema } from './fel';
import { FullmaktsgivareSchema, IdRefSchema } from './parties';
import { FullmaktsgivarRollSchema } from './enums';

export const SigneringsPersonSchema = z.object({
  id: z.string().min(1),
  obligatorisk: z.boolean(),
  /** The registry's names, so the signatory step can name the person; none when protected. */
  fornamn: z.string().optional(),
  namn: z.string().optional(),
});
export type SigneringsPerson = z.infer<typeof SigneringsPersonSchema>;

/** One signing option: a group of people and how many of them must sign (min, max when given). */
export const SigneringsalternativSchema = z.object({
  id: z.string().min(1),
  typ: z.string(),
  namn: z.string(),
  obligatorisk: z.boolean(),
  personer: z.array(SigneringsPersonSchema),
  rubrik: z.string(),
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().positive().optional(),
});
export type Signeringsalternativ = z.infer<typeof SigneringsalternativSchema>;

/** An obstacle (hinder) to signing, by code. */
export const HinderSchema = z.object({ kod: z.string() });
export type Hinder = z.infer<typeof HinderSchema>;

export const SigneringsKallaSchema = z.object({
  signeringsalternativ: z.array(SigneringsalternativSchema),
  fel: z.array(FelSchema),
  hinder: HinderSchema.optional(),
});
export type SigneringsKalla = z.infer<typeof SigneringsKallaSchema>;

/** Reply of the signing-options call: the sources by id. */
export const SigneringsalternativSvarSchema = z.object({
  kalla: z.record(z.string(), SigneringsKallaSchema),
});
export type SigneringsalternativSvar = z.infer<typeof SigneringsalternativSvarSchema>;

/** Body of POST /api/dfm/signeringsalternativ. */
export const SigneringsalternativBegaranSchema = z.object({
  fullmaktsgivare: FullmaktsgivareSchema.pick({ id: true, typ: true }),
  fullmaktsgivarroll: FullmaktsgivarRollSchema,
  tredjeman: z.array(IdRefSchema).optional(),
});
export type SigneringsalternativBegaran = z.infer<typeof SigneringsalternativBegaranSchema>;

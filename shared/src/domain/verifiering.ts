// Verifying a power by the code on its PDF (issue 31 items 3 and 4): what is asked and what
// is answered. The answer names only what a clerk at a counter needs.
import { z } from 'zod';
import { BehorighetSchema } from './behorighet';
import { IsoDateSchema, IsoDateTimeSchema } from './dates';

/** The longest code taken: a verify code is about 400 characters. */
export const verifieringskodMaxLangd = 2000;

/** Body of POST /api/verifiera: the code as scanned or typed. */
export const VerifieraBegaranSchema = z.object({
  kod: z.string().max(verifieringskodMaxLangd),
});
export type VerifieraBegaran = z.infer<typeof VerifieraBegaranSchema>;

/**
 * The one verdict. KAN_INTE_VERIFIERAS is every code that does not check out (unknown,
 * altered, another key, expired, malformed, or a power changed since the code was made),
 * answered alike so that it tells nothing of whether a power exists.
 */
export const VerifieringsutfallSchema = z.enum([
  'GILTIG',
  'ATERKALLAD',
  'ATERLAMNAD',
  'UTGANGEN',
  'INTE_GILTIG_ANNU',
  'KAN_INTE_VERIFIERAS',
]);
export type Verifieringsutfall = z.infer<typeof VerifieringsutfallSchema>;

/** A party as the clerk sees it: the name and the last four digits of the number only. */
export const VerifieradPartSchema = z.object({
  namn: z.string(),
  sistaFyra: z.string().regex(/^\d{4}$/),
});
export type VerifieradPart = z.infer<typeof VerifieradPartSchema>;

export const VerifieradFullmaktSchema = z.object({
  rubrik: z.string(),
  tredjeman: z.object({ namn: z.string() }),
  behorigheter: z.array(BehorighetSchema),
  giltigFrom: IsoDateSchema,
  giltigTom: IsoDateSchema.optional(),
  fullmaktsgivare: VerifieradPartSchema,
  fullmaktshavare: z.array(VerifieradPartSchema),
});
export type VerifieradFullmakt = z.infer<typeof VerifieradFullmaktSchema>;

/** Reply of POST /api/verifiera (signed like the third party's answers). */
export const VerifieringSvarSchema = z.object({
  utfall: VerifieringsutfallSchema,
  /** The verdict in one Swedish sentence (verifieringTexter). */
  text: z.string(),
  /** When the check was made. */
  kontrollerad: IsoDateTimeSchema,
  /** ATERKALLAD, ATERLAMNAD: the day the power stopped. */
  upphorde: IsoDateSchema.optional(),
  /** Absent for KAN_INTE_VERIFIERAS. */
  fullmakt: VerifieradFullmaktSchema.optional(),
});
export type VerifieringSvar = z.infer<typeof VerifieringSvarSchema>;

// The power of attorney (fullmakt) with its metadata, as listed, viewed and created.
import { z } from 'zod';
import { FullmaktsgivarRollSchema } from './enums';
import { BehorighetSchema } from './behorighet';
import { IsoDateSchema, IsoDateTimeSchema } from './dates';
import { FullmaktsgivareSchema, IdRefSchema, PersonSchema, SignatarSchema } from './parties';

/**
 * Status of a power (SPEC §4). The spec names the states but not the codes; these are ours,
 * and optional on the wire because the spec's field list does not include a status.
 */
export const FullmaktStatusSchema = z.enum([
  'PABORJAD',
  'VANTAR_PA_UNDERSKRIFT',
  'DELVIS_UNDERSKRIVEN',
  'UNDERSKRIVEN',
  'ATERKALLAD',
  'ATERLAMNAD',
  'UTGANGEN',
]);
export type FullmaktStatus = z.infer<typeof FullmaktStatusSchema>;

/** A signer of a power, with the time of signing once signed. */
export const FullmaktSignatarSchema = z.intersection(
  SignatarSchema,
  z.object({ underskriven: IsoDateTimeSchema.optional() }),
);
export type FullmaktSignatar = z.infer<typeof FullmaktSignatarSchema>;

/** Where a power comes from: its template, and for a re-delegation the power it was shared from. */
export const UrsprungSchema = z.object({
  mall: IdRefSchema,
  fullmakt: IdRefSchema.optional(),
});
export type Ursprung = z.infer<typeof UrsprungSchema>;

/** Metadata: the re-delegations made from this power, and whether any exist. */
export const FullmaktMetadataSchema = z.object({
  utdelningar: z.array(IdRefSchema),
  vidaredelad: z.boolean(),
  /** Onward shares started from this power but not signed (not in utdelningar); absent when none. */
  paborjadeUtdelningar: z.number().int().positive().optional(),
});
export type FullmaktMetadata = z.infer<typeof FullmaktMetadataSchema>;

export const FullmaktSchema = z.object({
  id: z.string().min(1),
  skapadTidpunkt: IsoDateTimeSchema,
  rubrik: z.string(),
  /** Who started it; a draft's names its creator, so co-signatories know whose it is. */
  skapare: IdRefSchema.extend({ fornamn: z.string().optional(), namn: z.string().optional() }),
  tredjeman: IdRefSchema.extend({ namn: z.string().optional() }),
  fullmaktsgivare: FullmaktsgivareSchema,
  fullmaktsgivarroll: FullmaktsgivarRollSchema,
  fullmaktshavare: z.array(PersonSchema),
  giltigFrom: IsoDateSchema,
  giltigTom: IsoDateSchema.optional(),
  signatarer: z.array(FullmaktSignatarSchema),
  behorigheter: z.array(BehorighetSchema),
  /** The power may be shared onward. */
  transportfullmakt: z.boolean(),
  /** The onward-sharing depth of this power: 0 for an original, 1 for a first re-delegation. */
  vidaredelning: z.number().int().nonnegative().optional(),
  ursprung: UrsprungSchema,
  metadata: FullmaktMetadataSchema.optional(),
  status: FullmaktStatusSchema.optional(),
  /**
   * To its grantor and holders: the power that renewed this one, once delivered (issue 32
   * item 4). A power is renewed once: it then neither ends soon nor can be renewed again.
   */
  fornyadAv: IdRefSchema.optional(),
});
export type Fullmakt = z.infer<typeof FullmaktSchema>;

/** True when a power was shared onward from another (it has an origin power). */
export function arVidaredelning(fullmakt: Fullmakt): boolean {
  return fullmakt.ursprung.fullmakt !== undefined;
}

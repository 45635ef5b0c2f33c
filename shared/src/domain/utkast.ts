// Drafts (utkast): a started power with its signing model, and the calls that make them.
import { z } from 'zod';
import { FullmaktSchema } from './fullmakt';
import { IsoDateSchema } from './dates';
import { FullmaktsgivarRollSchema } from './enums';
import { SigneringsalternativSchema } from './signering';
import { FullmaktsgivareSchema, IdRefSchema, PersonSchema } from './parties';

/** How a draft is to be signed: the fitting options and the chosen one (signeringsval). */
export const SigneringsmodellSchema = z.object({
  signeringsalternativ: z.array(SigneringsalternativSchema),
  signeringsval: z.string().optional(),
  /** The signatories chosen within signeringsval and saved on the draft, by id. */
  underskrifter: z.array(IdRefSchema).optional(),
});
export type Signeringsmodell = z.infer<typeof SigneringsmodellSchema>;

export const UtkastSchema = z.object({
  fullmakt: FullmaktSchema,
  signeringsmodell: SigneringsmodellSchema.nullish(),
  /**
   * In the reply of a renewal's start: the power's unfinished renewal was continued, not a
   * new draft started (issue 32 item 4); it keeps what was chosen in it.
   */
  fortsatt: z.literal(true).optional(),
});
export type Utkast = z.infer<typeof UtkastSchema>;

/** Reply of POST {utkastApi}/utkast/sok. */
export const UtkastListaSvarSchema = z.object({ utkast: z.array(UtkastSchema) });
export type UtkastListaSvar = z.infer<typeof UtkastListaSvarSchema>;

/** Body of POST {utkastApi}/utkast/sok. */
export const UtkastSokBegaranSchema = z.object({
  fullmaktsgivare: FullmaktsgivareSchema.pick({ id: true, typ: true }),
});
export type UtkastSokBegaran = z.infer<typeof UtkastSokBegaranSchema>;

/** Body of POST {fullmakterApi}/fullmakter/utkast to start a draft from a template. */
export const SkapaUtkastBegaranSchema = z.object({
  fullmaktsgivare: FullmaktsgivareSchema.pick({ id: true, typ: true }),
  fullmaktsgivarroll: FullmaktsgivarRollSchema,
  tredjeman: IdRefSchema,
  mall: IdRefSchema,
  fullmaktshavare: z.array(PersonSchema).optional(),
  /** The grantor's power this one renews (issue 32 item 4): the histories link the two. */
  fornyar: IdRefSchema.optional(),
  /** The request this power answers (issue 32 item 1): answered when it is delivered. */
  begaran: IdRefSchema.optional(),
});
export type SkapaUtkastBegaran = z.infer<typeof SkapaUtkastBegaranSchema>;

/** Body of the same path to share a received power onward: the third party and the power. */
export const DelaFullmaktBegaranSchema = z.object({
  tredjeman: IdRefSchema,
  fullmakt: IdRefSchema,
});
export type DelaFullmaktBegaran = z.infer<typeof DelaFullmaktBegaranSchema>;

/** Reply of a share: the new power. */
export const DelaFullmaktSvarSchema = FullmaktSchema;

/**
 * Body of PUT {utkastApi}/utkast/{fullmaktId}: what the wizard's later steps choose, so a
 * kept draft resumes with them anywhere. The server checks every §5 rule again; giltigTom
 * left out means none. The reply is the updated draft.
 */
export const UppdateraUtkastBegaranSchema = z.object({
  fullmaktshavare: z.array(PersonSchema).min(1),
  giltigFrom: IsoDateSchema,
  giltigTom: IsoDateSchema.optional(),
  /** The chosen permissions, by kod. */
  behorigheter: z.array(z.string().min(1)).min(1),
  /** An organisation's chosen signing option and signatories; left out keeps what is saved. */
  signeringsval: z.string().min(1).optional(),
  underskrifter: z.array(IdRefSchema).optional(),
});
export type UppdateraUtkastBegaran = z.infer<typeof UppdateraUtkastBegaranSchema>;

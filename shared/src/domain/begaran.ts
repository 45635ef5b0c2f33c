// Requests for a power (issue 32 items 1-2): a holder asks a grantor for a power.
import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema } from './dates';
import { PageBegaranSchema, PageSchema } from './listing';
import { IdRefSchema } from './parties';

/** The longest message a requester may write to the grantor. */
export const BEGARAN_MEDDELANDE_MAX = 500;
/** A request not answered within this many days ends (utgången). */
export const BEGARAN_GILTIG_DAGAR = 30;
/** At most this many open requests from one requester to one grantor. */
export const BEGARAN_MAX_OPPNA = 3;

/** Plain text: any letters, digits, punctuation and line breaks, no other control characters. */
const klartext = z
  .string()
  .max(BEGARAN_MEDDELANDE_MAX)
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  .refine((s) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s), { message: 'Endast text' });

export const BegaranStatusSchema = z.enum(['SKICKAD', 'BESVARAD', 'AVBOJD', 'UTGANGEN']);
export type BegaranStatus = z.infer<typeof BegaranStatusSchema>;

/** Body of POST /api/dfm/begaranden: a holder (or its organisation) asks a grantor. */
export const SkapaBegaranSchema = z.object({
  /** Who asks: the caller, or an organisation the caller acts for. */
  begarare: IdRefSchema,
  /** The grantor as typed: a personnummer or an organisationsnummer. */
  fullmaktsgivare: IdRefSchema,
  tredjeman: IdRefSchema,
  mall: IdRefSchema,
  /** The permissions asked for, by kod. */
  behorigheter: z.array(z.string().min(1).max(100)).min(1).max(100),
  giltigFrom: IsoDateSchema,
  giltigTom: IsoDateSchema.optional(),
  meddelande: klartext,
});
export type SkapaBegaran = z.infer<typeof SkapaBegaranSchema>;

/** The one answer to every request that passes the checks, whoever the grantor is. */
export const BegaranSkickadSvarSchema = z.object({ meddelande: z.string() });
export type BegaranSkickadSvar = z.infer<typeof BegaranSkickadSvarSchema>;

/** One request, as its requester or its grantor sees it. */
export const BegaranSchema = z.object({
  id: z.string(),
  status: BegaranStatusSchema,
  begarare: z.object({ id: z.string(), namn: z.string().optional() }),
  fullmaktsgivare: z.object({ id: z.string() }),
  tredjeman: z.object({ id: z.string(), namn: z.string() }),
  mall: z.object({ id: z.string(), rubrik: z.string() }),
  /** The permissions asked for, by kod (empty in the requester's list). */
  behorigheter: z.array(z.string()),
  giltigFrom: IsoDateSchema,
  giltigTom: IsoDateSchema.nullable(),
  meddelande: z.string(),
  skickad: IsoDateTimeSchema,
  upphor: IsoDateTimeSchema,
  /** The reason the grantor gave when declining, if any. */
  anledning: z.string().nullable(),
  /** The power that answered it, once delivered. */
  fullmakt: z.object({ id: z.string(), tredjemanId: z.string() }).nullable(),
  /**
   * To its grantor, while it is open: the draft already started from it, so that coming
   * back to the request (Back, a link) continues that draft instead of starting another.
   */
  utkast: z.object({ id: z.string() }).nullable().optional(),
});
export type Begaran = z.infer<typeof BegaranSchema>;

/** One API page of requests, newest first, paged as the lists of powers are (SPEC §4). */
export const BegaranListaSvarSchema = z.object({
  begaranden: z.array(BegaranSchema),
  page: PageSchema,
  /** In the grantor's list: how many requesters it blocked (0 when none or not asked). */
  blockerade: z.number().int().nonnegative().optional(),
});
export type BegaranListaSvar = z.infer<typeof BegaranListaSvarSchema>;

/**
 * Body of the two list calls: the party the caller acts as (requester or grantor), and the
 * API page (the first 20 when none is given).
 */
export const BegaranSokSchema = z.object({
  part: IdRefSchema,
  page: PageBegaranSchema.extend({ size: z.number().int().positive().max(100) }).optional(),
});
export type BegaranSok = z.infer<typeof BegaranSokSchema>;

/** A requester the grantor blocked: its later requests reach nobody until it is unblocked. */
export const BlockeradBegarareSchema = z.object({
  begarare: z.object({ id: z.string(), namn: z.string().optional() }),
  /** When it was blocked. */
  tidpunkt: IsoDateTimeSchema,
});
export type BlockeradBegarare = z.infer<typeof BlockeradBegarareSchema>;

/** Reply of the blocked list (body BegaranSok, the grantor) and of an unblock. */
export const BlockeradeSvarSchema = z.object({ blockerade: z.array(BlockeradBegarareSchema) });
export type BlockeradeSvar = z.infer<typeof BlockeradeSvarSchema>;

/** Body of an unblock: the grantor the caller acts for, and the requester it takes back. */
export const TaBortBlockeringSchema = z.strictObject({
  part: IdRefSchema,
  begarare: IdRefSchema,
});
export type TaBortBlockering = z.infer<typeof TaBortBlockeringSchema>;

/** Body of POST /api/dfm/begaranden/:id/avboj. */
export const AvbojBegaranSchema = z.strictObject({
  anledning: klartext.optional(),
  /** Also refuse every later request from this requester to this grantor. */
  blockera: z.boolean().optional(),
});
export type AvbojBegaran = z.infer<typeof AvbojBegaranSchema>;

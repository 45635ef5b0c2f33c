// The paged listing of powers and its search request.
import { z } from 'zod';
import { FelSchema } from './fel';
import { FullmaktSchema } from './fullmakt';
import { IdRefSchema } from './parties';
import { TidFilterSchema } from './enums';

export const PageSchema = z.object({
  number: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
export type Page = z.infer<typeof PageSchema>;

/** Reply of POST /api/dfm/sok/fullmakter. problem is set when a part of the answer failed. */
export const FullmaktListaSvarSchema = z.object({
  fullmakter: z.array(FullmaktSchema),
  page: PageSchema,
  problem: FelSchema.nullish(),
});
export type FullmaktListaSvar = z.infer<typeof FullmaktListaSvarSchema>;

export const PageBegaranSchema = z.object({
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
});
export type PageBegaran = z.infer<typeof PageBegaranSchema>;

/** The filter of a listing: text, who gives or who holds, optional time filter, page. */
export const FullmaktFilterSchema = z.object({
  text: z.string().optional(),
  fullmaktsgivare: IdRefSchema.optional(),
  fullmaktshavare: IdRefSchema.optional(),
  tid: TidFilterSchema.optional(),
  page: PageBegaranSchema,
});
export type FullmaktFilter = z.infer<typeof FullmaktFilterSchema>;

/**
 * Body of POST /api/dfm/tredjeman/{orgnummer}/fullmakter/sok: the third party asks which
 * powers made out to it a holder has, from one grantor when it names one (a case system's
 * question: may this person act for that one here?).
 */
export const TredjemanSokBegaranSchema = z.object({
  fullmaktshavare: IdRefSchema,
  fullmaktsgivare: IdRefSchema.optional(),
  page: PageBegaranSchema,
});
export type TredjemanSokBegaran = z.infer<typeof TredjemanSokBegaranSchema>;

/** Body of POST /api/dfm/sok/fullmakter. */
export const FullmaktSokBegaranSchema = z.object({ filter: FullmaktFilterSchema });
export type FullmaktSokBegaran = z.infer<typeof FullmaktSokBegaranSchema>;

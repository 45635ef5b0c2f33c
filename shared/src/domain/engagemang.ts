// Engagements: the organisations a user is registered in, per registry source (kalla).
import { z } from 'zod';
import { FelSchema } from './fel';

export const EngagemangSchema = z.object({
  orgnummer: z.string().min(1),
  namn: z.string().optional(),
  foretagsform: z.string().optional(),
  /** The user's role in the organisation as the registry gives it, e.g. 'Styrelseledamot'. */
  roll: z.string().optional(),
});
export type Engagemang = z.infer<typeof EngagemangSchema>;

/** One source's answer. ofullstandig marks a partial answer. */
export const EngagemangKallaSchema = z.object({
  engagemang: z.array(EngagemangSchema),
  fel: z.array(FelSchema),
  ofullstandig: z.boolean(),
});
export type EngagemangKalla = z.infer<typeof EngagemangKallaSchema>;

/** Reply of POST /api/engagemang: sources by id, and the organisation numbers that are active. */
export const EngagemangSvarSchema = z.object({
  kalla: z.record(z.string(), EngagemangKallaSchema),
  aktivaOrgnummer: z.array(z.string()),
});
export type EngagemangSvar = z.infer<typeof EngagemangSvarSchema>;

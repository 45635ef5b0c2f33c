// The calls the server adds beyond SPEC §7: sign, signing result, revoke, return.
import { z } from 'zod';
import { FullmaktSchema } from './fullmakt';
import { IdRefSchema } from './parties';

/** Body of POST {fullmakterApi}/fullmakter/{id}/underskrift: the draft as the wizard finished it. */
export const StartaUnderskriftBegaranSchema = z.object({
  fullmakt: FullmaktSchema,
  /** The chosen signing option, for organisations. */
  signeringsval: z.string().optional(),
  /** The chosen signatories, by id. */
  underskrifter: z.array(IdRefSchema).optional(),
});
export type StartaUnderskriftBegaran = z.infer<typeof StartaUnderskriftBegaranSchema>;

/** Reply: where to send the browser to sign with e-ID. */
export const StartaUnderskriftSvarSchema = z.object({ redirectUrl: z.string().min(1) });
export type StartaUnderskriftSvar = z.infer<typeof StartaUnderskriftSvarSchema>;

/** Reply of POST {fullmakterApi}/fullmakter/{id}/skicka: the power as sent, with its signatories. */
export const SkickaForUnderskriftSvarSchema = z.object({ fullmakt: FullmaktSchema });
export type SkickaForUnderskriftSvar = z.infer<typeof SkickaForUnderskriftSvarSchema>;

/** How a signing ended. */
export const UnderskriftUtfallSchema = z.enum(['SIGNERAD', 'AVBRUTEN', 'MISSLYCKAD', 'SAKNAS']);
export type UnderskriftUtfall = z.infer<typeof UnderskriftUtfallSchema>;

/** Reply of GET {fullmakterApi}/underskrift/resultat/{bvebiljett}. */
export const UnderskriftResultatSchema = z.object({
  utfall: UnderskriftUtfallSchema,
  fullmakt: FullmaktSchema.optional(),
  /** The receipt number shown on the receipt page. */
  kvittonummer: z.string().optional(),
  /** Whether all signatures are in and the power went to the third party. */
  klar: z.boolean().optional(),
  /** The notification to the proxies failed: the user should tell them. */
  aviseringMisslyckades: z.boolean().optional(),
  /** A chosen co-signer could not be told that the power awaits them: the user should tell them. */
  signatarerEjAviserade: z.boolean().optional(),
});
export type UnderskriftResultat = z.infer<typeof UnderskriftResultatSchema>;

/** Reply of POST {fullmakterApi}/fullmakter/{id}/aterkalla: how many powers were revoked, onward shares included. */
export const AterkallaSvarSchema = z.object({
  /** The power and the signed powers shared onward from it (SPEC §4 shows the count). */
  aterkallade: z.number().int().nonnegative(),
  /** Onward shares started but never signed, stopped with it: they can no longer be signed. */
  avbrutnaDelningar: z.number().int().positive().optional(),
  /** A holder could not be told of the revoke (SPEC §8): the grantor should tell them. */
  aviseringMisslyckades: z.boolean().optional(),
});
export type AterkallaSvar = z.infer<typeof AterkallaSvarSchema>;

/** Reply of POST {fullmakterApi}/fullmakter/{id}/aterlamna. */
export const AterlamnaSvarSchema = z.object({ aterlamnad: z.boolean() });
export type AterlamnaSvar = z.infer<typeof AterlamnaSvarSchema>;

// The parties of SPEC §3: principal, persons, signers, the signed-in user and auth state.
import { z } from 'zod';
import { FullmaktsgivarRollSchema, IdentitetstypSchema } from './enums';

/** A reference by id only (skapare, tredjeman on a power, a template, an origin). */
export const IdRefSchema = z.object({ id: z.string().min(1) });
export type IdRef = z.infer<typeof IdRefSchema>;

/** The principal (fullmaktsgivare): id and typ; persons also have fornamn and namn. */
export const FullmaktsgivareSchema = z.object({
  id: z.string().min(1),
  typ: IdentitetstypSchema,
  fornamn: z.string().optional(),
  namn: z.string().optional(),
});
export type Fullmaktsgivare = z.infer<typeof FullmaktsgivareSchema>;

/** A principal as chosen in the app: the party plus the role it acts in. */
export const PrincipalSchema = FullmaktsgivareSchema.extend({
  roll: FullmaktsgivarRollSchema,
});
export type Principal = z.infer<typeof PrincipalSchema>;

/** A natural person (fysiskPerson) and also a proxy (fullmaktshavare) when it is a person. */
export const PersonSchema = z.object({
  id: z.string().min(1),
  typ: IdentitetstypSchema,
  fornamn: z.string().optional(),
  namn: z.string().optional(),
});
export type Person = z.infer<typeof PersonSchema>;

/** A legal person (juridiskPerson): an organisation. */
export const JuridiskPersonSchema = z.object({
  id: z.string().min(1),
  typ: IdentitetstypSchema,
  namn: z.string().optional(),
});
export type JuridiskPerson = z.infer<typeof JuridiskPersonSchema>;

/** A signer: either a natural person or an organisation signed for by its representatives. */
export const FysiskSignatarSchema = z.object({ fysiskPerson: PersonSchema });
export const JuridiskSignatarSchema = z.object({
  juridiskSignatar: z.object({
    juridiskPerson: JuridiskPersonSchema,
    foretradare: z.array(PersonSchema),
  }),
});
export const SignatarSchema = z.union([FysiskSignatarSchema, JuridiskSignatarSchema]);
export type Signatar = z.infer<typeof SignatarSchema>;

/** The signed-in person as shown in the header and used as creator. */
export const InloggadPersonSchema = z.object({
  id: z.string().min(1),
  typ: IdentitetstypSchema,
  namn: z.string(),
  fornamn: z.string(),
});
export type InloggadPerson = z.infer<typeof InloggadPersonSchema>;

/** The claims of a user session (OpenID Connect userinfo). */
export const UserSessionSchema = z.object({
  sub: z.string(),
  name: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  /** The personal identity number claim. */
  personnummer: z.string(),
  idp: z.string(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;

/** The signed-in user: the session claims plus id and the protected-identity flag. */
export const UserSchema = UserSessionSchema.extend({
  id: z.string(),
  sekretess: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Auth state as the header needs it. */
export const AuthStateSchema = z.object({
  name: z.string(),
  authenticated: z.boolean(),
  enabled: z.boolean(),
});
export type AuthState = z.infer<typeof AuthStateSchema>;

/** The id of a signer: the person, or the organisation for a legal signer. */
export function signatarId(signatar: Signatar): string {
  return 'fysiskPerson' in signatar
    ? signatar.fysiskPerson.id
    : signatar.juridiskSignatar.juridiskPerson.id;
}

import { createPublicKey, type JsonWebKey } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import { z } from 'zod';

/** The one scope of a third party's system: reading the powers made out to it. */
export const readScope = 'fullmakt.las';

/** Requests per minute a client gets when its entry names none. */
export const defaultClientPerMinute = 600;

/** A public key of a client, as a JWK (EC P-256 or RSA; never a private part). */
const PublicJwkSchema = z
  .looseObject({ kty: z.enum(['EC', 'RSA']), kid: z.string().min(1).max(100).optional() })
  .refine((jwk) => !('d' in jwk), { message: 'en privat nyckel hör inte hit' })
  .refine(usablePublicKey, { message: 'nyckeln går inte att läsa' });

/** A registered key that cannot be read is refused at start, not at the client's first call. */
function usablePublicKey(jwk: JsonWebKey): boolean {
  try {
    createPublicKey({ key: jwk, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const MachineClientSchema = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9._-]{3,100}$/),
  /** The third party's organisation number: the client sees only powers made out to it. */
  tredjeman: z.string().regex(/^\d{10}$/),
  /** The client's public keys for private_key_jwt: two at a time while it changes key. */
  jwks: z.object({ keys: z.array(PublicJwkSchema).min(1).max(2) }),
  perMinute: z.number().int().positive().default(defaultClientPerMinute),
});

const MachineClientsSchema = z
  .array(MachineClientSchema)
  .refine((list) => new Set(list.map((c) => c.clientId)).size === list.length, {
    message: 'två klienter har samma clientId',
  });

export type MachineClient = z.infer<typeof MachineClientSchema>;

/**
 * Reads FULLMAKT_MACHINE_CLIENTS: a JSON list of `{ clientId, tredjeman, jwks, perMinute? }`.
 * Throws one Swedish sentence saying what is wrong, for the start refusals.
 */
export function parseMachineClients(text: string): MachineClient[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('FULLMAKT_MACHINE_CLIENTS är inte JSON.');
  }
  const parsed = MachineClientsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `FULLMAKT_MACHINE_CLIENTS ska vara en lista av { "clientId", "tredjeman": organisationsnummer, "jwks": { "keys": en eller två publika nycklar } }: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

/**
 * The clients as the OIDC provider registers them: client credentials only, authenticated
 * by a JWT signed with one of the registered keys (RFC 7523), every token DPoP-bound
 * (RFC 9449), the read scope only.
 */
export function providerClients(clients: readonly MachineClient[]): ClientMetadata[] {
  return clients.map((client) => ({
    client_id: client.clientId,
    token_endpoint_auth_method: 'private_key_jwt',
    jwks: client.jwks as ClientMetadata['jwks'],
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    scope: readScope,
    dpop_bound_access_tokens: true,
    // No ID token is ever issued to it; the provider holds every client to its one key type.
    id_token_signed_response_alg: 'ES256',
  }));
}

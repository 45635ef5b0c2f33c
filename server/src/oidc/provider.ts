import { REFRESH_TOKEN_DEFAULT_LIFE_S, redirectUri } from '@fullmakt/shared/domain';
import type { Kysely } from 'kysely';
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../db/schema';
import { providerClients, readScope, type MachineClient } from '../machine-clients/machine-clients';
import { databaseAdapter } from './adapter';
import { loadSigningKeys } from './keys';
import { renderErrorPage, renderLogoutPage, renderLoggedOutPage } from './provider-pages';

export const oidcMountPath = '/oauth2';
/** The one client: the shell in the browser (public, PKCE). */
export const webClientId = 'fullmakt-web';

export interface ProviderOptions {
  db: Kysely<Database>;
  publicUrl: string;
  secret: string;
  /** Production: the provider's cookies Secure and prefixed (settings.secureCookies). */
  secureCookies?: boolean;
  /** Third parties' systems: client credentials with private_key_jwt and DPoP (issue 31). */
  machineClients?: readonly MachineClient[];
}

/**
 * The provider's cookies with secure cookies on. The session cookie lives at Path=/, so it
 * takes the strict `__Host-` prefix; the two interaction cookies are scoped by the provider
 * to their interaction's path, which `__Host-` forbids, so they take `__Secure-`. Secure is
 * set outright: a request the provider does not see as HTTPS then fails instead of getting
 * a cookie the network could read.
 */
const secureCookieOptions = {
  names: {
    session: '__Host-session',
    interaction: '__Secure-interaction',
    resume: '__Secure-interaction_resume',
  },
  long: { httpOnly: true, sameSite: 'lax', secure: true },
  short: { httpOnly: true, sameSite: 'lax', secure: true },
} as const;

/**
 * The name of the provider's session cookie (oidc-provider's default without secure
 * cookies). Signed: the provider sets `<name>.sig` beside it with the secret.
 */
export function sessionCookieName(secureCookies: boolean): string {
  return secureCookies ? secureCookieOptions.names.session : '_session';
}

/**
 * How long a provider session lives, counted from its sign-in, never longer: a later
 * authorize request saves the session again but cannot push this end. The tokens of the
 * shell are bound to the session (they expire with it), so this is also the longest a
 * sign-in lasts, refresh tokens or not.
 */
export const sessionAbsoluteLifeS = 3600;

function sessionTtl(_ctx: KoaContextWithOIDC, session: { loginTs?: number | undefined }): number {
  const nowS = Math.floor(Date.now() / 1000);
  const end = (session.loginTs ?? nowS) + sessionAbsoluteLifeS;
  // The provider wants a positive number; a session past its end is not found any more.
  return Math.max(1, end - nowS);
}

/**
 * The e-ID at every sign-in, decided by the provider and not by what the client asks:
 * an authorize request that did not just come back from our own login interaction needs
 * one, whatever the browser's session says. `prompt=none` therefore gets login_required,
 * and a session cookie left behind (a shared computer, a logout never confirmed) signs
 * no one in.
 */
function everySignInPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get('login')
    ?.checks.add(
      new Check('e_id_every_time', 'e-ID is required at every sign-in', 'login_required', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
      0,
    );
  return policy;
}

/** The login method (idp) carried from the interaction into every token of the grant. */
function idpOf(ctx: KoaContextWithOIDC | undefined): string | undefined {
  const source = ctx?.oidc?.entities.AuthorizationCode ?? ctx?.oidc?.entities.RefreshToken;
  return source?.amr?.[0];
}

export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { db, publicUrl } = options;
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: await loadSigningKeys(db, options.secret),
    clients: [
      {
        client_id: webClientId,
        token_endpoint_auth_method: 'none',
        // Exact match only: the shell's login page on this origin.
        redirect_uris: [redirectUri(publicUrl)],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // The code only ever in the fragment, which no server sees or logs (the shell asks
        // for it). A request without response_mode would default to the query: refused too.
        response_modes: ['fragment'],
        id_token_signed_response_alg: 'ES256',
        // Every access token is bound to the browser's DPoP key (RFC 9449); a token request
        // without a proof is refused, and the refresh token of this public client is bound too.
        dpop_bound_access_tokens: true,
      },
      ...providerClients(options.machineClients ?? []),
    ],
    // Authorization code with PKCE, and only S256 (the provider supports nothing else).
    pkce: { required: () => true },
    responseTypes: ['code'],
    routes: {
      authorization: '/authorize',
      token: '/token',
      userinfo: '/userinfo',
      end_session: '/logout',
      jwks: '/jwks',
      revocation: '/revoke',
    },
    cookies: {
      keys: [options.secret],
      ...(options.secureCookies ? secureCookieOptions : {}),
    },
    // No offline_access: every refresh token ends with its session (and so at logout).
    scopes: ['openid', readScope],
    claims: {
      openid: ['sub'],
      // sekretess: protected identity; the shell keeps such a user out of /privat (SPEC §6).
      profile: ['name', 'given_name', 'family_name', 'personnummer', 'idp', 'sekretess'],
    },
    // Profile claims go into the ID token too; the shell reads them from there.
    conformIdTokenClaims: false,
    extraParams: ['idp'],
    ttl: {
      AccessToken: 900,
      // A machine client's token: ten minutes, then a new one with a new signed assertion.
      ClientCredentials: 600,
      AuthorizationCode: 60,
      IdToken: 900,
      Interaction: 600,
      Session: sessionTtl,
      Grant: 3600,
      RefreshToken: REFRESH_TOKEN_DEFAULT_LIFE_S,
    },
    rotateRefreshToken: true,
    // Refresh tokens for the web client without the offline_access consent dance.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Outside a request (a token minted by the server itself) the token keeps its own extra.
    extraTokenClaims: (ctx, token) => {
      const idp = idpOf(ctx);
      return idp ? { idp } : token.extra;
    },
    findAccount: async (_ctx, sub, token) => {
      const person = await db
        .selectFrom('person')
        .selectAll()
        .where('id', '=', sub)
        .executeTakeFirst();
      if (!person) {
        return undefined;
      }
      const extraIdp = token && 'extra' in token ? token.extra?.idp : undefined;
      const amr = token && 'amr' in token ? token.amr : undefined;
      const idp = typeof extraIdp === 'string' ? extraIdp : (amr?.[0] ?? 'okand');
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: `${person.fornamn} ${person.efternamn}`,
          given_name: person.fornamn,
          family_name: person.efternamn,
          personnummer: person.id,
          idp,
          sekretess: person.sekretess === 1,
        }),
      };
    },
    interactions: {
      policy: everySignInPolicy(),
      url: (_ctx, interaction) => `${oidcMountPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      clientCredentials: { enabled: true },
      dPoP: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: renderLogoutPage,
        postLogoutSuccessSource: renderLoggedOutPage,
      },
    },
    renderError: renderErrorPage,
  };
  const provider = new Provider(`${publicUrl}${oidcMountPath}`, configuration);
  // Behind TLS ending at a proxy, the provider learns HTTPS from X-Forwarded-Proto (set by
  // app.ts itself with secure cookies, from the public URL's https).
  provider.proxy = publicUrl.startsWith('https:') || options.secureCookies === true;
  return provider;
}

// Every HTTP route of the API in one table, shared by the browser client and the server,
// so that both sides always agree on method and path. No axios here: the server imports it.

/** The four configurable API bases of SPEC §7. */
export interface ApiBases {
  fullmakterApi: string;
  partanslutningApi: string;
  tredjemanApi: string;
  utkastApi: string;
}

export const DEFAULT_API_BASES: ApiBases = {
  fullmakterApi: '/api/fullmakter-api',
  partanslutningApi: '/api/partanslutning',
  tredjemanApi: '/api/tredjeman-api',
  utkastApi: '/api/utkast-api',
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** Path pattern with :name parameters (Express/Fastify/Hono style). */
  path: string;
}

/** The route table for a set of bases. */
export function apiRoutes(bases: ApiBases = DEFAULT_API_BASES) {
  return {
    /** No body; reply EngagemangSvar. */
    engagemang: { method: 'POST', path: '/api/engagemang' },
    /** Body SigneringsalternativBegaran; reply SigneringsalternativSvar. */
    signeringsalternativ: { method: 'POST', path: '/api/dfm/signeringsalternativ' },
    /** The same call through the partner-connection base. */
    partanslutningSigneringsalternativ: {
      method: 'POST',
      path: `${bases.partanslutningApi}/signeringsalternativ`,
    },
    /** Body FullmaktSokBegaran; reply FullmaktListaSvar. */
    sokFullmakter: { method: 'POST', path: '/api/dfm/sok/fullmakter' },
    /** Query utdelning=current; reply Fullmakt. */
    fullmakt: { method: 'GET', path: '/api/dfm/tredjeman/:orgnummer/fullmakter/:id' },
    /**
     * Body TredjemanSokBegaran; reply FullmaktListaSvar: the powers made out to this third
     * party that a holder has (from one grantor, if given), for its officials and systems.
     */
    tredjemanSokFullmakter: {
      method: 'POST',
      path: '/api/dfm/tredjeman/:orgnummer/fullmakter/sok',
    },
    /** Body MallBegaran; reply MallListaSvar. */
    mallar: { method: 'POST', path: '/api/dfm/tredjeman/:tredjeman/mallar' },
    /** Body PersonUppslagBegaran; reply PersonUppslagSvar (a person who may hold a power). */
    personuppslag: { method: 'POST', path: '/api/dfm/person' },
    /** Query page=0&size=100; reply TredjemanListaSvar. */
    tredjeman: { method: 'GET', path: `${bases.tredjemanApi}/tredjeman` },
    /** Body SkapaUtkastBegaran (reply Utkast) or DelaFullmaktBegaran (reply Fullmakt). */
    skapaUtkast: { method: 'POST', path: `${bases.fullmakterApi}/fullmakter/utkast` },
    /** Body UtkastSokBegaran; reply UtkastListaSvar. */
    sokUtkast: { method: 'POST', path: `${bases.utkastApi}/utkast/sok` },
    /** Reply Utkast. */
    utkast: { method: 'GET', path: `${bases.utkastApi}/utkast/:fullmaktId` },
    /** Body UppdateraUtkastBegaran (holders, validity, permissions); reply Utkast. */
    uppdateraUtkast: { method: 'PUT', path: `${bases.utkastApi}/utkast/:fullmaktId` },
    /** No body; reply 204. */
    taBortUtkast: { method: 'DELETE', path: `${bases.utkastApi}/utkast/:fullmaktId` },
    /** Body StartaUnderskriftBegaran; reply StartaUnderskriftSvar. */
    startaUnderskrift: {
      method: 'POST',
      path: `${bases.fullmakterApi}/fullmakter/:id/underskrift`,
    },
    /**
     * Body StartaUnderskriftBegaran; reply SkickaForUnderskriftSvar. An organisation's draft
     * sent to its chosen signatories by a creator who is not one of them (nothing signed).
     */
    skickaForUnderskrift: {
      method: 'POST',
      path: `${bases.fullmakterApi}/fullmakter/:id/skicka`,
    },
    /** Reply UnderskriftResultat. */
    underskriftResultat: {
      method: 'GET',
      path: `${bases.fullmakterApi}/underskrift/resultat/:bvebiljett`,
    },
    /** No body; reply AterkallaSvar. */
    aterkalla: { method: 'POST', path: `${bases.fullmakterApi}/fullmakter/:id/aterkalla` },
    /** No body; reply AterlamnaSvar. */
    aterlamna: { method: 'POST', path: `${bases.fullmakterApi}/fullmakter/:id/aterlamna` },
    /** No body; reply HistorikSvar: the power's events, newest first. */
    historik: { method: 'GET', path: `${bases.fullmakterApi}/fullmakter/:id/historik` },
    /** Body SkapaBegaran; reply BegaranSkickadSvar (the same for every grantor). */
    skapaBegaran: { method: 'POST', path: '/api/dfm/begaranden' },
    /** Body BegaranSok (the requester); reply BegaranListaSvar: the requests it sent. */
    skickadeBegaranden: { method: 'POST', path: '/api/dfm/begaranden/skickade' },
    /** Body BegaranSok (the grantor); reply BegaranListaSvar: the open requests to it. */
    mottagnaBegaranden: { method: 'POST', path: '/api/dfm/begaranden/mottagna' },
    /** Reply Begaran, to its requester or its grantor. */
    begaran: { method: 'GET', path: '/api/dfm/begaranden/:id' },
    /** Body AvbojBegaran; reply Begaran. */
    avbojBegaran: { method: 'POST', path: '/api/dfm/begaranden/:id/avboj' },
    /** Body BegaranSok (the grantor); reply BlockeradeSvar: the requesters it blocked. */
    blockeradeBegarare: { method: 'POST', path: '/api/dfm/begaranden/blockerade' },
    /** Body TaBortBlockering; reply BlockeradeSvar: the requesters still blocked. */
    taBortBlockering: { method: 'POST', path: '/api/dfm/begaranden/blockerade/ta-bort' },
    /**
     * Reply application/pdf: the power as a document with its verify code (QR), for its
     * grantor side and holders.
     */
    fullmaktPdf: { method: 'GET', path: `${bases.fullmakterApi}/fullmakter/:id/pdf` },
    /** Body VerifieraBegaran; reply VerifieringSvar (public, signed, rate-limited). */
    verifiera: { method: 'POST', path: '/api/verifiera' },
    /** Reply SessionListaSvar: the caller's own sessions, this one marked. */
    sessioner: { method: 'GET', path: '/api/sessioner' },
    /** No body; reply 204: ends one of the caller's own sessions and its tokens at once. */
    avslutaSession: { method: 'DELETE', path: '/api/sessioner/:sessionId' },
    /** Reply Driftinfo; 404 means login on and no message. */
    driftinfo: { method: 'GET', path: '/driftinfo/driftinfo.json' },
  } as const satisfies Record<string, ApiRoute>;
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
export type ApiRouteName = keyof ApiRoutes;

/** The route table with the default bases, for the server. */
export const API_ROUTES: ApiRoutes = apiRoutes();

/**
 * Fills the :name parameters of a path pattern, URL-encoding each value.
 * Throws when a parameter is missing so that a half-built path is never requested.
 */
export function fyllSokvag(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Parametern ${name} saknas för ${pattern}`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * The OpenID Connect endpoints of SPEC §7, used by the shell's sign-in library and served by
 * the server's provider. Listed here so both sides name them once.
 */
export const OAUTH_PATHS = {
  authorize: '/oauth2/authorize',
  token: '/oauth2/token',
  userinfo: '/oauth2/userinfo',
  session: '/oauth2/session',
  logout: '/oauth2/logout',
  /** The sign-in callback route in the browser (the redirect URI is the origin plus this). */
  callback: '/login',
} as const;

/** The redirect URI of the sign-in: the origin plus /login. */
export function redirectUri(origin: string): string {
  return `${origin.replace(/\/$/, '')}${OAUTH_PATHS.callback}`;
}

/** Where the shell reports errors in the browser (issue 18); the server logs them. */
export const WEBBFEL_PATH = '/rapport/webbfel';

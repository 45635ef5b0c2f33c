import { WEBBFEL_PATH } from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteNameSchema } from '@fullmakt/shared/deployment';
import { maskText } from '../core/masking';
import type { ReleaseEvent } from '../deploy/canary-watch';

/** Where the shell reports what went wrong in a browser (shell/src/monitoring). */
export const browserErrorPath = WEBBFEL_PATH;

/** Reports a minute from one address; a page sends at most ten (the shell's own limit). */
const reportsPerMinute = 30;

const text = (max: number) => z.string().max(max);

const BrowserErrorSchema = z.object({
  /**
   * An uncaught error, a rejected promise nobody handled, a remote that did not load, a CSP
   * violation; or no error at all: `laddad`, a remote that loaded (counted, not logged).
   */
  typ: z.enum(['fel', 'avvisat-lofte', 'fjarrmodul', 'csp', 'laddad']),
  meddelande: text(2000),
  /** The page (its path; any query or fragment is dropped here too). */
  sida: text(2000),
  /** The script or the blocked resource. */
  kalla: text(2000).optional(),
  rad: z.number().int().nonnegative().optional(),
  kolumn: z.number().int().nonnegative().optional(),
  fjarrmodul: text(40).optional(),
  /** The release of the remote the page loaded: the version in its manifest URL. */
  version: text(64).optional(),
  /** The CSP directive that was violated. */
  direktiv: text(200).optional(),
});

/** What each report says of the remote's release it names (metrics and the canary watch). */
const releaseEventOf: Partial<Record<z.infer<typeof BrowserErrorSchema>['typ'], ReleaseEvent>> = {
  laddad: 'load',
  fjarrmodul: 'failure',
  fel: 'error',
  'avvisat-lofte': 'error',
};

/**
 * A URL as the log keeps it: its path (and its origin when another), never its query or
 * fragment, which may carry a power's id, a code or a token.
 */
function withoutQuery(url: string, publicUrl: string): string {
  try {
    const parsed = new URL(url, publicUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      return parsed.protocol; // inline, eval, data:, blob:, chrome-extension: …
    }
    return parsed.origin === new URL(publicUrl).origin
      ? parsed.pathname
      : `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.slice(0, 40);
  }
}

/** No identity number or token (SPEC: never in logs), and short: a report is a pointer, not a dump. */
function clean(value: string, max = 300): string {
  return maskText(value).slice(0, max);
}

/**
 * Browser errors (issue 18): the shell sends what went wrong on a page; the server logs it
 * at warn, one line per report, without personal data: identity numbers masked, URLs
 * without query or fragment, no user, no token. Public (a page may fail before sign-in),
 * small (4 KB), and rate-limited per address. A report naming a remote and its release is
 * also counted per remote and release (metrics) and watched for a bad canary (canary-watch.ts);
 * a `laddad` report (a remote loaded) is only counted.
 */
export async function browserErrorRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl } = app.deps.settings;
  app.withTypeProvider<ZodTypeProvider>().post(
    browserErrorPath,
    {
      bodyLimit: 4096,
      config: {
        access: 'public',
        rateLimit: { max: reportsPerMinute, timeWindow: '1 minute' },
      },
      schema: { hide: true, body: BrowserErrorSchema },
    },
    async (request, reply) => {
      const r = request.body;
      const remote = remoteNameSchema.safeParse(r.fjarrmodul);
      const event = releaseEventOf[r.typ];
      if (remote.success && event) {
        app.releaseReports.record(remote.data, r.version, event);
      }
      if (r.typ === 'laddad') {
        return reply.code(204).send();
      }
      request.log.warn(
        {
          webbfel: {
            typ: r.typ,
            meddelande: clean(r.meddelande),
            sida: clean(withoutQuery(r.sida, publicUrl)),
            ...(r.kalla === undefined ? {} : { kalla: clean(withoutQuery(r.kalla, publicUrl)) }),
            ...(r.rad === undefined ? {} : { rad: r.rad, kolumn: r.kolumn }),
            ...(r.fjarrmodul === undefined ? {} : { fjarrmodul: clean(r.fjarrmodul, 40) }),
            ...(r.version === undefined ? {} : { version: clean(r.version, 64) }),
            ...(r.direktiv === undefined ? {} : { direktiv: clean(r.direktiv, 60) }),
          },
        },
        'Fel i webbläsaren',
      );
      return reply.code(204).send();
    },
  );
}

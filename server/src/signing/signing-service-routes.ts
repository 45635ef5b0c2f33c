import formbody from '@fastify/formbody';
import {
  formateraPersonnummer,
  normaliseraIdentitet,
  tryTypaIdentitet,
  type Fullmakt,
} from '@fullmakt/shared/domain';
import { underskriftTexter } from '@fullmakt/shared/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { swedishDate } from '../core/clock';
import { completeSigning } from '../fullmakt/complete-signing';
import { loadFullmakt } from '../fullmakt/fullmakt-dto';
import { signingPagePath } from '../fullmakt/start-signing';
import { bankidMockForm } from '../pages/bankid-mock-form';
import { html, page, type RawHtml } from '../pages/html';
import { sidTexter } from '../pages/texts';
import { isTicketsBrowser } from './ticket-binding';

const params = z.object({ biljett: z.string().min(10).max(100) });
const SignFormSchema = z.object({
  _xsrf: z.string().default(''),
  testperson: z.string().default(''),
  personnummer: z.string().max(20).default(''),
  utfall: z.enum(['lyckad', 'avbruten', 'utgangen', 'startfel']).default('lyckad'),
});

/** Where the signing service sends the browser back: the shell's result page. */
export const resultPagePath = (biljett: string) =>
  `/underskrift/resultat?bvebiljett=${encodeURIComponent(biljett)}`;

function summary(f: Fullmakt): RawHtml {
  const havare = f.fullmaktshavare
    // A holder with protected identity has no name to show: the number the grantor typed.
    .map((h) => `${h.fornamn ?? ''} ${h.namn ?? ''}`.trim() || h.id)
    .join(', ');
  const givare = `${f.fullmaktsgivare.fornamn ?? ''} ${f.fullmaktsgivare.namn ?? ''}`.trim();
  const behorigheter = f.behorigheter.map((b) => html`<li>${b.rubrik}</li>`);
  return html`<dl>
      <dt>${sidTexter.rubrik}</dt>
      <dd>${f.rubrik}</dd>
      <dt>${sidTexter.tredjeman}</dt>
      <dd>${f.tredjeman.namn ?? f.tredjeman.id}</dd>
      <dt>${sidTexter.fullmaktsgivare}</dt>
      <dd>${givare}</dd>
      <dt>${sidTexter.fullmaktshavare}</dt>
      <dd>${havare}</dd>
      <dt>${sidTexter.giltighet}</dt>
      <dd>${f.giltigFrom} – ${f.giltigTom ?? sidTexter.tillsVidare}</dd>
    </dl>
    <h2>${sidTexter.behorigheter}</h2>
    <ul>
      ${behorigheter}
    </ul>`;
}

/** The page for a ticket opened in another browser than the one that started it. */
function refuseOtherBrowser(reply: FastifyReply) {
  return reply
    .code(403)
    .send(
      page(
        sidTexter.annanWebblasare,
        html`<p class="fel" role="alert">${sidTexter.annanWebblasareText}</p>`,
      ),
    );
}

/**
 * The signing service (BankID Mock for signing). A ticket's page answers only the browser
 * that started the signing (signing/ticket-binding.ts). The API hands the browser a ticket
 * (bvebiljett); here the signer confirms with e-ID and chooses an outcome; then the
 * browser goes back to /underskrift/resultat?bvebiljett=… where the shell reads the result.
 */
export async function signingServiceRoutes(
  app: FastifyInstance,
  options: { rateLimit: number },
): Promise<void> {
  await app.register(formbody);
  const { db, now, xsrf, settings } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const render = async (
    request: FastifyRequest,
    biljett: string,
    reply: FastifyReply,
    error?: string,
  ) => {
    const order = await db.kysely
      .selectFrom('underskrift')
      .selectAll()
      .where('biljett', '=', biljett)
      .executeTakeFirst();
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    if (!order) {
      return reply
        .code(404)
        .send(
          page(
            sidTexter.hittadesInte,
            html`<p class="fel" role="alert">${underskriftTexter.hittadesInte}</p>`,
          ),
        );
    }
    if (!isTicketsBrowser(request, settings, order.biljett)) {
      // Not the browser that started it: nothing about the power or the signer.
      return refuseOtherBrowser(reply);
    }
    if (order.status !== 'STARTAD') {
      return reply.send(
        page(
          sidTexter.underskriftKlar,
          html`<p>
            <a class="knapp" href="${resultPagePath(order.biljett)}">${sidTexter.tillResultat}</a>
          </p>`,
        ),
      );
    }
    const fullmakt = await loadFullmakt(db.kysely, order.fullmakt_id, swedishDate(now()));
    if (!fullmakt) {
      return reply
        .code(404)
        .send(
          page(
            sidTexter.hittadesInte,
            html`<p class="fel" role="alert">${underskriftTexter.hittadesInte}</p>`,
          ),
        );
    }
    return reply.code(error ? 400 : 200).send(
      page(
        sidTexter.underskrift,
        html`<p>${sidTexter.underskriftHjalp}</p>
          ${summary(fullmakt)}
          <p class="info">${sidTexter.undertecknare} ${formateraPersonnummer(order.person_id)}</p>
          ${bankidMockForm({ action: signingPagePath(order.biljett), xsrf: xsrf.fromCookies(request.cookies) ?? '', submitLabel: sidTexter.skrivUnder, error, preselected: order.person_id })}`,
      ),
    );
  };

  api.get(
    '/signeringstjanst/:biljett',
    { config: { access: 'public' }, schema: { hide: true, params } },
    (request, reply) => render(request, request.params.biljett, reply),
  );

  api.post(
    '/signeringstjanst/:biljett',
    {
      config: { access: 'public', rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
      schema: { hide: true, params, body: SignFormSchema },
    },
    async (request, reply) => {
      if (!isTicketsBrowser(request, settings, request.params.biljett)) {
        return refuseOtherBrowser(
          reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store'),
        );
      }
      const form = request.body;
      if (!xsrf.matches(xsrf.fromCookies(request.cookies), form._xsrf)) {
        return render(request, request.params.biljett, reply, underskriftTexter.allmant);
      }
      const typed = tryTypaIdentitet(normaliseraIdentitet(form.testperson || form.personnummer));
      if (form.utfall === 'lyckad' && !typed) {
        return render(request, request.params.biljett, reply, sidTexter.ogiltigtPersonnummer);
      }
      await completeSigning(db, request.params.biljett, typed?.id ?? '', form.utfall, now());
      return reply.redirect(resultPagePath(request.params.biljett), 303);
    },
  );
}

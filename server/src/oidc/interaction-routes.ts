import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import {
  arGiltigtPersonnummer,
  inloggningsFelkod,
  normaliseraIdentitet,
  tryTypaIdentitet,
} from '@fullmakt/shared/domain';
import { inloggningTexter } from '@fullmakt/shared/texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { swedishDate } from '../core/clock';
import { keepLanguagePreference } from '../core/language-preference';
import { bankidMockForm } from '../pages/bankid-mock-form';
import { html, logoutScript, page, pageStylesheet } from '../pages/html';
import { sidTexter } from '../pages/texts';
import { pagesStylesheetFile } from '../paths';
import { findPerson } from '../registries/people';
import { chosenLanguage } from '../web/page-language';
import { eidasTestForm, findEidasTestIdentity, foreignEidMethod } from './eidas-test';
import { findLoginMethod, loginMethods, mockMethod } from './login-methods';
import { oidcMountPath } from './provider';

const stylesheet = readFileSync(pagesStylesheetFile, 'utf8');

/** Presses the logout page's own "Logga ut" button (the page names this script only when the shell asked). */
const confirmLogoutScript =
  'document.querySelector(\'button[name="logout"][value="yes"]\')?.click();\n';

const EidasTestFormSchema = z.object({
  _xsrf: z.string().default(''),
  identitet: z.string().max(40).default(''),
});

const MockFormSchema = z.object({
  _xsrf: z.string().default(''),
  testperson: z.string().default(''),
  personnummer: z.string().max(20).default(''),
  utfall: z.enum(['lyckad', 'avbruten', 'utgangen', 'startfel']).default('lyckad'),
});

/**
 * The login side of the provider: the method chooser and BankID Mock. Refusals (under 18,
 * no Swedish personnummer, a method not available here, the user cancels) end the
 * interaction with an OAuth error, so the browser returns to /login with error and the
 * refusal's code (InloggningsFelkod) as error_description: /login shows the code's own
 * text, never text from a link.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: { loginRateLimit: number },
): Promise<void> {
  await app.register(formbody);
  const { provider, db, xsrf, now, settings } = app.deps;
  // The simulated e-IDs (BankID Mock, the Foreign eID test identities) exist only where
  // settings.testEid is on: never in production, where they are refused as not available
  // like the real methods not built yet (and the server refuses to start with them on).
  const eidasOffered = settings.testEid;
  const mockOffered = settings.testEid;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const interactionPath = (uid: string) => `${oidcMountPath}/interaction/${uid}`;

  app.get(
    pageStylesheet,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(stylesheet),
  );

  app.get(
    logoutScript,
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(confirmLogoutScript),
  );

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ) => {
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
  };
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    error: string,
    description: string,
  ) => finish(request, reply, { error, error_description: description });

  const renderMock = (reply: FastifyReply, request: FastifyRequest, uid: string, error?: string) =>
    reply
      .code(error ? 400 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          sidTexter.bankidMock,
          html`<p>${sidTexter.bankidMockHjalp}</p>
            ${bankidMockForm({ action: `${interactionPath(uid)}/bankid-mock`, xsrf: xsrf.fromCookies(request.cookies) ?? '', submitLabel: sidTexter.legitimera, error })}`,
        ),
      );

  const renderEidasTest = (reply: FastifyReply, request: FastifyRequest, uid: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          sidTexter.eidasTest,
          html`<p>${sidTexter.eidasTestHjalp}</p>
            ${eidasTestForm({ action: `${interactionPath(uid)}/eidas-test`, xsrf: xsrf.fromCookies(request.cookies) ?? '' })}`,
        ),
      );

  /** Ends the interaction signed in as a registry person, with the method it was made by. */
  const signInAs = async (
    request: FastifyRequest,
    reply: FastifyReply,
    personId: string,
    method: string,
  ) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const grant = new provider.Grant({
      accountId: personId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    // The language this browser chose before signing in becomes the person's (issue 33
    // item 4): most choose on the start page, signed out. No choice keeps what they had.
    const chosen = chosenLanguage(request, settings.secureCookies);
    if (chosen !== undefined) {
      await keepLanguagePreference(db.kysely, personId, chosen, now().toISOString());
    }
    return finish(request, reply, {
      // remember: false makes the provider's session cookie transient (no Expires): it
      // dies with the browser, not an hour later on a shared computer.
      login: { accountId: personId, amr: [method], remember: false },
      consent: { grantId },
    });
  };

  api.get(
    `${oidcMountPath}/interaction/:uid`,
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ uid: z.string().min(1).max(100) }),
        querystring: z.object({ idp: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const requested =
        request.query.idp ??
        (typeof details.params.idp === 'string' ? details.params.idp : undefined);
      const method = findLoginMethod(requested);
      if (!method) {
        const links = loginMethods.map(
          (m) =>
            html`<li>
              <a class="knapp" href="${interactionPath(request.params.uid)}?idp=${m.idp}"
                >${m.namn}</a
              >
            </li>`,
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            page(
              sidTexter.valjMetod,
              html`<p>${sidTexter.valjMetodHjalp}</p>
                <ul class="metoder">
                  ${links}
                </ul>`,
            ),
          );
      }
      if (method.idp === foreignEidMethod && eidasOffered) {
        return renderEidasTest(reply, request, request.params.uid);
      }
      if (method.idp !== mockMethod || !mockOffered) {
        return refuse(request, reply, 'access_denied', `metod-saknas:${method.idp}`);
      }
      return renderMock(reply, request, request.params.uid);
    },
  );

  api.post(
    `${oidcMountPath}/interaction/:uid/bankid-mock`,
    {
      config: {
        access: 'public',
        rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        hide: true,
        params: z.object({ uid: z.string().min(1).max(100) }),
        body: MockFormSchema,
      },
    },
    async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      if (!mockOffered) {
        return refuse(request, reply, 'access_denied', `metod-saknas:${mockMethod}`);
      }
      const form = request.body;
      if (!xsrf.matches(xsrf.fromCookies(request.cookies), form._xsrf)) {
        return renderMock(reply, request, request.params.uid, inloggningTexter.allmant);
      }
      if (form.utfall === 'avbruten') {
        return refuse(request, reply, 'access_denied', 'avbruten');
      }
      if (form.utfall === 'utgangen') {
        return refuse(request, reply, 'access_denied', 'utgangen');
      }
      if (form.utfall === 'startfel') {
        return refuse(request, reply, 'temporarily_unavailable', 'startfel');
      }
      const typed = tryTypaIdentitet(normaliseraIdentitet(form.testperson || form.personnummer));
      // A typo is corrected on the page; a real number the service refuses goes back to /login.
      if (
        !typed ||
        (typed.typ === 'pnr' && !arGiltigtPersonnummer(typed.id)) ||
        (typed.typ !== 'pnr' && typed.typ !== 'samnr')
      ) {
        return renderMock(reply, request, request.params.uid, sidTexter.ogiltigtPersonnummer);
      }
      const refusal = inloggningsFelkod(typed.id, swedishDate(now()));
      if (refusal) {
        return refuse(request, reply, 'access_denied', refusal);
      }
      const person = await findPerson(db.kysely, typed.id);
      if (!person) {
        return renderMock(reply, request, request.params.uid, sidTexter.ogiltigtPersonnummer);
      }
      return signInAs(request, reply, person.id, mockMethod);
    },
  );

  // Foreign eID (eIDAS) as simulated in test environments: the identity carries a Swedish
  // personnummer or not; without one, the service refuses (SPEC §5). Signed in, the idp
  // claim is foreign-eid, which may look but not sign.
  api.post(
    `${oidcMountPath}/interaction/:uid/eidas-test`,
    {
      config: {
        access: 'public',
        rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        hide: true,
        params: z.object({ uid: z.string().min(1).max(100) }),
        body: EidasTestFormSchema,
      },
    },
    async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      const identity = findEidasTestIdentity(request.body.identitet);
      if (!eidasOffered) {
        return refuse(request, reply, 'access_denied', `metod-saknas:${foreignEidMethod}`);
      }
      if (!identity || !xsrf.matches(xsrf.fromCookies(request.cookies), request.body._xsrf)) {
        return renderEidasTest(reply.code(400), request, request.params.uid);
      }
      const refusal = inloggningsFelkod(identity.personnummer, swedishDate(now()));
      const person = identity.personnummer
        ? await findPerson(db.kysely, identity.personnummer)
        : undefined;
      if (refusal || !person) {
        return refuse(request, reply, 'access_denied', refusal ?? 'inget-svenskt-personnummer');
      }
      return signInAs(request, reply, person.id, foreignEidMethod);
    },
  );
}

import {
  ApiFelSvarSchema,
  AterkallaSvarSchema,
  AterlamnaSvarSchema,
  DelaFullmaktBegaranSchema,
  FullmaktListaSvarSchema,
  FullmaktSchema,
  FullmaktSokBegaranSchema,
  HistorikSvarSchema,
  SkapaUtkastBegaranSchema,
  SkickaForUnderskriftSvarSchema,
  StartaUnderskriftBegaranSchema,
  StartaUnderskriftSvarSchema,
  TredjemanSokBegaranSchema,
  UnderskriftResultatSchema,
  UppdateraUtkastBegaranSchema,
  UtkastListaSvarSchema,
  UtkastSchema,
  UtkastSokBegaranSchema,
  apiRoutes,
  tryTypaIdentitet,
} from '@fullmakt/shared/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedAnswer } from '../answer-signing/signed-answer';
import { idempotent } from '../core/idempotency';
import { machineClientDescription, perClientRateLimit } from '../machine-clients/client-routes';
import { readScope } from '../machine-clients/machine-clients';
import { createDraft } from '../fullmakt/create-draft';
import { deleteDraft, getDraft, listDrafts } from '../fullmakt/drafts';
import { giveBack, revoke } from '../fullmakt/revoke-return';
import { searchFullmakter } from '../fullmakt/search';
import { sendForSigning } from '../fullmakt/send-for-signing';
import { shareOnward } from '../fullmakt/share';
import { signingResult } from '../fullmakt/signing-result';
import { startSigning, ticketOf } from '../fullmakt/start-signing';
import { bindTicketToBrowser } from '../signing/ticket-binding';
import { updateDraft } from '../fullmakt/update-draft';
import { listForThirdParty } from '../fullmakt/third-party-list';
import { viewFullmakt } from '../fullmakt/view';
import { timelineOf } from '../historik/timeline';
import { pdfOfPower } from '../pdf/pdf-of-power';
import { accessFor, idempotencyDescription, idempotentRefusals, refusals } from './route-kit';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Powers of attorney: search, view, drafts, share, sign, revoke, return. */
export async function fullmaktRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const paths = apiRoutes(deps.settings.apiBases);

  api.post(
    paths.sokFullmakter.path,
    {
      ...signedAnswer,
      config: { access: 'object' },
      schema: {
        tags: ['Fullmakter'],
        summary: 'Lista och sök fullmakter som en part gett eller fått',
        body: FullmaktSokBegaranSchema,
        response: { 200: FullmaktListaSvarSchema, ...refusals },
      },
    },
    async (request) => searchFullmakter(deps, await accessFor(request), request.body.filter),
  );

  api.get(
    paths.fullmakt.path,
    {
      ...signedAnswer,
      config: { access: 'object', machineClients: true, rateLimit: perClientRateLimit },
      schema: {
        tags: ['Fullmakter'],
        summary: 'En fullmakt hos en tredje man, för tredje man och fullmaktens parter',
        description: machineClientDescription,
        security: [{ dpop: [] }, { maskinklient: [readScope] }],
        params: z.object({ orgnummer: z.string().min(1), id: z.string().min(1).max(100) }),
        querystring: z.object({ utdelning: z.literal('current').optional() }),
        response: { 200: FullmaktSchema, ...refusals, 429: ApiFelSvarSchema },
      },
    },
    async (request) =>
      viewFullmakt(deps, await accessFor(request), {
        ...request.params,
        ...(request.query.utdelning === undefined ? {} : { utdelning: request.query.utdelning }),
      }),
  );

  api.post(
    paths.tredjemanSokFullmakter.path,
    {
      ...signedAnswer,
      config: { access: 'object', machineClients: true, rateLimit: perClientRateLimit },
      schema: {
        tags: ['Fullmakter'],
        summary: 'Fullmakter hos en tredje man som en fullmaktshavare har, för tredje man',
        description:
          'Fullmakter som gäller hos tredje mannen och som fullmaktshavaren har, nyast först, ' +
          'från en viss fullmaktsgivare om en anges: underskrivna, återkallade och ' +
          'återlämnade, var och en med sin status. Bara tredje mannens egna handläggare och ' +
          'system får fråga (annars 403). Varje fullmakt i svaret visas i fullmaktens ' +
          `historik som hämtad i en lista. ${machineClientDescription}`,
        security: [{ dpop: [] }, { maskinklient: [readScope] }],
        params: z.object({ orgnummer: z.string().min(1).max(20) }),
        body: TredjemanSokBegaranSchema,
        response: { 200: FullmaktListaSvarSchema, ...refusals, 429: ApiFelSvarSchema },
      },
    },
    async (request) =>
      listForThirdParty(deps, await accessFor(request), request.params.orgnummer, request.body),
  );

  api.post(
    paths.skapaUtkast.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Utkast'],
        summary: 'Påbörja ett utkast från en mall, eller dela en mottagen fullmakt vidare',
        body: z.union([SkapaUtkastBegaranSchema, DelaFullmaktBegaranSchema]),
        description: idempotencyDescription,
        response: { 200: z.union([UtkastSchema, FullmaktSchema]), ...idempotentRefusals },
      },
    },
    async (request) =>
      idempotent(request, async () => {
        const access = await accessFor(request);
        const body = request.body;
        if ('mall' in body) {
          return createDraft(deps, access, body);
        }
        return shareOnward(deps, access, body);
      }),
  );

  api.post(
    paths.sokUtkast.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Utkast'],
        summary: 'Utkast för en fullmaktsgivare',
        body: UtkastSokBegaranSchema,
        response: { 200: UtkastListaSvarSchema, ...refusals },
      },
    },
    async (request) => {
      const given = request.body.fullmaktsgivare.id;
      return {
        utkast: await listDrafts(
          deps,
          await accessFor(request),
          tryTypaIdentitet(given)?.id ?? given,
        ),
      };
    },
  );

  api.get(
    paths.utkast.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Utkast'],
        summary: 'Ett utkast',
        params: z.object({ fullmaktId: z.string().min(1).max(100) }),
        response: { 200: UtkastSchema, ...refusals },
      },
    },
    async (request) => getDraft(deps, await accessFor(request), request.params.fullmaktId),
  );

  api.put(
    paths.uppdateraUtkast.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Utkast'],
        summary:
          'Spara fullmaktshavare, giltighetstid och behörigheter på ett utkast som ingen skrivit under',
        params: z.object({ fullmaktId: z.string().min(1).max(100) }),
        // The dates are text here so that a malformed one reaches the shared §5 date rule
        // and is refused with its own message, like every other date problem.
        body: UppdateraUtkastBegaranSchema.extend({
          giltigFrom: z.string().max(20),
          giltigTom: z.string().max(20).optional(),
        }),
        response: { 200: UtkastSchema, ...refusals },
      },
    },
    async (request) =>
      updateDraft(deps, await accessFor(request), request.params.fullmaktId, request.body),
  );

  api.delete(
    paths.taBortUtkast.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Utkast'],
        summary: 'Ta bort ett utkast',
        params: z.object({ fullmaktId: z.string().min(1).max(100) }),
        response: { 204: z.null(), ...refusals, 410: refusals[404] },
      },
    },
    async (request, reply) => {
      await deleteDraft(deps, await accessFor(request), request.params.fullmaktId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    paths.startaUnderskrift.path,
    {
      config: {
        access: 'object',
        rateLimit: { max: deps.settings.rateLimit.signing, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Underskrift'],
        summary: 'Starta underskrift; svaret anger vart webbläsaren ska skickas',
        params: idParams,
        body: StartaUnderskriftBegaranSchema,
        description: idempotencyDescription,
        response: { 200: StartaUnderskriftSvarSchema, ...idempotentRefusals },
      },
    },
    async (request, reply) => {
      const svar = await idempotent(request, async () =>
        startSigning(deps, await accessFor(request), request.params.id, request.body),
      );
      if (deps.settings.testEid) {
        // The signing service's page opens only in this browser (issue 38), also when the
        // answer is replayed for a repeated Idempotency-Key (the cookie is derived, not stored).
        bindTicketToBrowser(reply, deps.settings, ticketOf(svar.redirectUrl));
      }
      return svar;
    },
  );

  api.post(
    paths.skickaForUnderskrift.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Underskrift'],
        summary:
          'Skicka en organisations fullmakt till dem som ska skriva under, utan att skriva under',
        params: idParams,
        body: StartaUnderskriftBegaranSchema,
        description: idempotencyDescription,
        response: { 200: SkickaForUnderskriftSvarSchema, ...idempotentRefusals },
      },
    },
    async (request) =>
      idempotent(request, async () =>
        sendForSigning(deps, await accessFor(request), request.params.id, request.body),
      ),
  );

  api.get(
    paths.underskriftResultat.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Underskrift'],
        summary: 'Resultatet av en underskrift, per biljett',
        params: z.object({ bvebiljett: z.string().min(1).max(200) }),
        response: { 200: UnderskriftResultatSchema, ...refusals },
      },
    },
    async (request) => signingResult(deps, await accessFor(request), request.params.bvebiljett),
  );

  api.post(
    paths.aterkalla.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Fullmakter'],
        summary: 'Återkalla en fullmakt och allt som delats vidare från den',
        params: idParams,
        description: idempotencyDescription,
        response: { 200: AterkallaSvarSchema, ...idempotentRefusals },
      },
    },
    async (request) =>
      idempotent(request, async () => revoke(deps, await accessFor(request), request.params.id)),
  );

  api.post(
    paths.aterlamna.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Fullmakter'],
        summary: 'Återlämna en mottagen fullmakt',
        params: idParams,
        description: idempotencyDescription,
        response: { 200: AterlamnaSvarSchema, ...idempotentRefusals },
      },
    },
    async (request) =>
      idempotent(request, async () => giveBack(deps, await accessFor(request), request.params.id)),
  );

  api.get(
    paths.fullmaktPdf.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Fullmakter'],
        summary: 'Fullmakten som PDF (A4, på anropets språk) med en QR-kod för att kontrollera den',
        description:
          'För fullmaktsgivaren och fullmaktshavarna, när fullmakten har lämnats till tredje man. Svaret är application/pdf; QR-koden leder till /verifiera#<kod> (se POST /api/verifiera).',
        params: idParams,
        response: refusals,
      },
    },
    async (request, reply) => {
      const pdf = await pdfOfPower(
        deps,
        await accessFor(request),
        app.answerSigner,
        request.params.id,
      );
      // A PDF is bytes, not an answer of a response schema: sent as the plain reply it is.
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="fullmakt-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

  api.get(
    paths.historik.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Fullmakter'],
        summary:
          'En fullmakts historik, senaste händelsen först, med tredje mans hämtningar av den',
        params: idParams,
        response: { 200: HistorikSvarSchema, ...refusals },
      },
    },
    async (request) => timelineOf(deps, await accessFor(request), request.params.id),
  );
}

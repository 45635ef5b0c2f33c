import { setTimeout as sleep } from 'node:timers/promises';
import {
  ApiFelSvarSchema,
  AvbojBegaranSchema,
  BegaranListaSvarSchema,
  BegaranSchema,
  BegaranSkickadSvarSchema,
  BegaranSokSchema,
  BlockeradeSvarSchema,
  SkapaBegaranSchema,
  TaBortBlockeringSchema,
  apiRoutes,
} from '@fullmakt/shared/domain';
import { begaranTexter } from '@fullmakt/shared/texts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBlocked, unblock } from '../begaran/begaran-blocks';
import { createBegaran } from '../begaran/create-begaran';
import { declineBegaran, listReceived, listSent, viewBegaran } from '../begaran/begaran-answers';
import { ApiError } from '../core/api-error';
import { requireCaller } from '../core/caller';
import { accessFor, refusals } from './route-kit';

/** Requests a requester may send per hour (issue 32 item 2), counted per signed-in person. */
export const begaranPerTimme = 10;

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Requests for a power (issue 32 items 1-2): ask, list, view, decline. */
export async function begaranRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const paths = apiRoutes(deps.settings.apiBases);

  api.post(
    paths.skapaBegaran.path,
    {
      config: {
        access: 'object',
        // Per requester, not per address: after sign-in (preHandler), keyed by the caller.
        rateLimit: {
          max: begaranPerTimme,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: async (request) => `begaran:${(await requireCaller(request)).id}`,
          errorResponseBuilder: () =>
            new ApiError(429, 'okant.fel', begaranTexter.forMangaPerTimme),
        },
      },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Begär en fullmakt av en fullmaktsgivare',
        description:
          'Svaret är detsamma för varje fullmaktsgivare som numret kan tillhöra, också en person med skyddade personuppgifter, en minderårig eller ett nummer som ingen har, och kommer efter lika lång tid. Högst tre obesvarade förfrågningar till samma fullmaktsgivare (409) och ett begränsat antal per timme (429).',
        body: SkapaBegaranSchema,
        response: { 200: BegaranSkickadSvarSchema, ...refusals, 429: ApiFelSvarSchema },
      },
    },
    async (request) => {
      const started = Date.now();
      const svar = await createBegaran(deps, await accessFor(request), request.body);
      // What follows the checks takes a different time for a grantor who is told and one who
      // is not; the answer waits for the same floor either way.
      const rest = deps.settings.begaranSvarMs - (Date.now() - started);
      if (rest > 0) {
        await sleep(rest);
      }
      return svar;
    },
  );

  api.post(
    paths.skickadeBegaranden.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Förfrågningar som en part skickat',
        body: BegaranSokSchema,
        response: { 200: BegaranListaSvarSchema, ...refusals },
      },
    },
    async (request) =>
      listSent(deps, await accessFor(request), request.body.part.id, request.body.page),
  );

  api.post(
    paths.mottagnaBegaranden.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Obesvarade förfrågningar till en fullmaktsgivare',
        body: BegaranSokSchema,
        response: { 200: BegaranListaSvarSchema, ...refusals },
      },
    },
    async (request) =>
      listReceived(deps, await accessFor(request), request.body.part.id, request.body.page),
  );

  api.get(
    paths.begaran.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'En förfrågan, för den som skickade den eller fullmaktsgivaren',
        params: idParams,
        querystring: z.object({ som: z.enum(['givare', 'begarare']).optional() }),
        response: { 200: BegaranSchema, ...refusals },
      },
    },
    async (request) =>
      viewBegaran(deps, await accessFor(request), request.params.id, request.query.som),
  );

  api.post(
    paths.avbojBegaran.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Avböj en förfrågan, med en anledning om man vill, och blockera avsändaren',
        params: idParams,
        body: AvbojBegaranSchema,
        response: { 200: BegaranSchema, ...refusals },
      },
    },
    async (request) =>
      declineBegaran(deps, await accessFor(request), request.params.id, request.body),
  );
  api.post(
    paths.blockeradeBegarare.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Avsändare som fullmaktsgivaren inte tar emot förfrågningar från',
        body: BegaranSokSchema,
        response: { 200: BlockeradeSvarSchema, ...refusals },
      },
    },
    async (request) => ({
      blockerade: await listBlocked(deps, await accessFor(request), request.body.part.id),
    }),
  );
  api.post(
    paths.taBortBlockering.path,
    {
      config: { access: 'object' },
      schema: {
        tags: ['Förfrågningar'],
        summary: 'Ta emot förfrågningar från en blockerad avsändare igen',
        description:
          'Förfrågningar som avsändaren skickade medan den var blockerad når inte fram i efterhand. Att ta bort en blockering som redan är borta är inget fel.',
        body: TaBortBlockeringSchema,
        response: { 200: BlockeradeSvarSchema, ...refusals },
      },
    },
    async (request) => ({
      blockerade: await unblock(
        deps,
        await accessFor(request),
        request.body.part.id,
        request.body.begarare.id,
      ),
    }),
  );
}

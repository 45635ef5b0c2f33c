import {
  AppModeSchema,
  EngagemangSvarSchema,
  MallBegaranSchema,
  MallListaSvarSchema,
  SigneringsalternativBegaranSchema,
  SigneringsalternativSvarSchema,
  TREDJEMAN_FETCH_SIZE,
  TredjemanListaSvarSchema,
  apiRoutes,
  tryTypaIdentitet,
  type SigneringsalternativBegaran,
} from '@fullmakt/shared/domain';
import { tredjemanTexter } from '@fullmakt/shared/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, invalid } from '../core/api-error';
import { engagemangSvar } from '../registries/engagemang';
import { signeringsalternativFor } from '../registries/signing-options';
import { findTredjeman, listMallar, listTredjeman } from '../registries/tredjeman';
import { accessFor, refusals } from './route-kit';

/** The registries as the browser sees them: engagements, signing options, third parties, templates. */
export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = app.deps;
  const paths = apiRoutes(settings.apiBases);

  api.post(
    paths.engagemang.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['Register'],
        summary: 'Den inloggades engagemang per registerkälla',
        response: { 200: EngagemangSvarSchema, ...refusals },
      },
    },
    async (request) => {
      const access = await accessFor(request);
      return engagemangSvar(db.kysely, access.caller.id, settings);
    },
  );

  const signingOptions = async (request: FastifyRequest, body: SigneringsalternativBegaran) => {
    const access = await accessFor(request);
    const typed = tryTypaIdentitet(body.fullmaktsgivare.id);
    if (!typed || typed.typ !== body.fullmaktsgivare.typ) {
      throw invalid('anvandare.ogiltig');
    }
    if (body.fullmaktsgivarroll === 'Privat') {
      // A private person signs alone: no options are needed.
      if (typed.id !== access.caller.id || access.caller.sekretess) {
        throw forbidden();
      }
      return { kalla: {} };
    }
    if (!(await access.mayActFor(typed.id))) {
      throw forbidden();
    }
    return signeringsalternativFor(db.kysely, access.caller.id, typed.id, true);
  };
  for (const route of [paths.signeringsalternativ, paths.partanslutningSigneringsalternativ]) {
    api.post(
      route.path,
      {
        config: { access: 'object' },
        schema: {
          tags: ['Register'],
          summary: 'Signeringsalternativ för en fullmaktsgivare',
          body: SigneringsalternativBegaranSchema,
          response: { 200: SigneringsalternativSvarSchema, ...refusals },
        },
      },
      (request) => signingOptions(request, request.body),
    );
  }

  api.get(
    paths.tredjeman.path,
    {
      // Which authorities and municipalities are connected is public: the partners page
      // lists them for every visitor. The list carries no personal data.
      config: { access: 'public' },
      schema: {
        tags: ['Register'],
        summary: 'Anslutna tredje män och deras behörigheter, sorterade på namn',
        querystring: z.object({
          page: z.coerce.number().int().nonnegative().default(0),
          size: z.coerce.number().int().positive().max(1000).default(TREDJEMAN_FETCH_SIZE),
          /** The app mode the rights are for; without it, the rights of either mode. */
          roll: AppModeSchema.optional(),
        }),
        response: { 200: TredjemanListaSvarSchema, ...refusals },
      },
    },
    async (request) => {
      const { page, size, roll } = request.query;
      const alla = await listTredjeman(db.kysely, roll);
      return { tredjeman: alla.slice(page * size, page * size + size) };
    },
  );

  api.post(
    paths.mallar.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['Register'],
        summary: 'Publicerade mallar hos en tredje man',
        params: z.object({ tredjeman: z.string().min(1) }),
        body: MallBegaranSchema,
        response: { 200: MallListaSvarSchema, ...refusals },
      },
    },
    async (request) => {
      await accessFor(request);
      const tredjeman = await findTredjeman(db.kysely, request.params.tredjeman, 'ORGANISATION');
      if (!tredjeman) {
        throw invalid('tredjeman.ogiltig', tredjemanTexter.ogiltig(request.params.tredjeman));
      }
      const mallar = await listMallar(
        db.kysely,
        tredjeman.id,
        request.body.page,
        request.body.size,
      );
      return { mallar: mallar.map(({ status: _s, ...mall }) => mall) };
    },
  );
}

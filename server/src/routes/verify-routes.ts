import {
  ApiFelSvarSchema,
  VerifieraBegaranSchema,
  VerifieringSvarSchema,
  apiRoutes,
} from '@fullmakt/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jwksPath, signedAnswer } from '../answer-signing/signed-answer';
import { verifyByCode } from '../verify-code/verify-power';
import { verifyCodeType, verifyPath } from '../verify-code/verify-token';

/** The public check of a power by the code on its PDF (issue 31 item 3; the page is item 4). */
export async function verifyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  api.post(
    apiRoutes(deps.settings.apiBases).verifiera.path,
    {
      ...signedAnswer,
      config: {
        // Anyone holding a printout may ask: no sign-in, a limit per address instead.
        access: 'public',
        rateLimit: { max: deps.settings.rateLimit.verify, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['Verifiering'],
        summary: 'Kontrollera en fullmakt med koden på dess PDF',
        description:
          `Koden är en JWS (ES256, typ "${verifyCodeType}") som står efter # i länken ${verifyPath}#<kod> i PDF:ens QR-kod; den kan också kontrolleras utan tjänsten mot nycklarna i ${jwksPath}. ` +
          'Svaret är ett utfall (GILTIG, ATERKALLAD, ATERLAMNAD, UTGANGEN, INTE_GILTIG_ANNU eller KAN_INTE_VERIFIERAS) med en mening på svenska och de uppgifter en handläggare behöver: tredje man, fullmaktens rubrik, behörigheter, giltighet och parterna med namn och de fyra sista siffrorna. ' +
          'En okänd, ändrad, utgången eller felaktig kod, och en fullmakt som ändrats sedan koden gjordes, får samma svar KAN_INTE_VERIFIERAS.',
        body: VerifieraBegaranSchema,
        response: { 200: VerifieringSvarSchema, 400: ApiFelSvarSchema, 429: ApiFelSvarSchema },
      },
    },
    async (request) => verifyByCode(deps, app.answerSigner, request.body.kod),
  );
}

import type { SwaggerTransform } from '@fastify/swagger';
import canonicalize from 'canonicalize';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerLifetimeSeconds, jwksMaxAgeSeconds } from './answer-keys';
import { signatureHeader, type AnswerSigner } from './answer-signer';

declare module 'fastify' {
  interface FastifyInstance {
    answerSigner: AnswerSigner;
  }
}

/** Where the public keys are, for verifiers (RFC 8615 well-known location). */
export const jwksPath = '/.well-known/jwks.json';

/**
 * The serializer of a signed route: the answer is written in RFC 8785 canonical form (keys
 * sorted, numbers and strings as ECMAScript writes them), which is ordinary JSON to every
 * client. The body sent is then exactly what is signed: nothing is parsed or written twice,
 * so signing costs the canonical writing over JSON.stringify plus one ES256 signature.
 * These answers are built from typed rows, and parsing them by their zod schema on the way
 * out cost more than the database on a list page: TypeScript holds the handler to the
 * schema's type, the schema still describes the answer in the OpenAPI document, and tests
 * parse these answers with the shared schema.
 */
const canonicalAnswer = {
  serializerCompiler: () => (data: unknown) => canonicalize(data) ?? 'null',
};

/**
 * The route's onSend hook: signs the body exactly as it is sent (canonicalAnswer's). A route-level hook, so it
 * runs before the compression hook the compress plugin appends to every route.
 */
async function signAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode === 200 && typeof payload === 'string') {
    const signature = await request.server.answerSigner.sign(payload);
    if (signature) {
      reply.header(signatureHeader, signature);
    }
  }
  return payload;
}

/**
 * What a route spreads into its options to sign its 200 answers: the canonical writing and
 * the hook together, so one cannot go without the other (the OpenAPI document finds the
 * hook to describe the header).
 */
export const signedAnswer = { ...canonicalAnswer, onSend: signAnswer };

/** What the OpenAPI document says of the header, on every signed answer. */
export const signatureHeaderDoc = {
  type: 'string',
  description:
    `Fristående JWS (RFC 7515, bilaga F: "huvud..signatur") med ES256 över svarets kropp i kanonisk JSON (RFC 8785). ` +
    `Huvudet anger kid (nyckeln i ${jwksPath}), typ "fullmakt-svar+jws", iat och exp: svaret gäller som bevis i ${answerLifetimeSeconds / 3600} timmar. ` +
    'Kontrollera: tolka kroppen som JSON, kanonisera den, lägg in den base64url-kodad mellan punkterna och verifiera med nyckeln.',
};

/**
 * Wraps the OpenAPI transform of the zod schemas: a signed route's 200 answer documents
 * the signature header (the swagger plugin reads `headers` off a response schema).
 */
export function documentSignedAnswers(transform: SwaggerTransform): SwaggerTransform {
  return (data) => {
    const out = transform(data);
    // Routes without a schema (hidden ones) come back without one.
    const schema = out.schema as { response?: Record<string, Record<string, unknown>> } | undefined;
    const ok = schema?.response?.['200'];
    if (ok && [data.route.onSend].flat().includes(signAnswer)) {
      ok.headers = { 'Fullmakt-Signature': signatureHeaderDoc };
    }
    return out;
  };
}

/** GET /.well-known/jwks.json: the answer-signing keys now in force and those coming. */
export async function jwksRoute(app: FastifyInstance): Promise<void> {
  app.get(
    jwksPath,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Signerade svar'],
        summary: 'De publika nycklar som signerar tredje mans svar (JWKS)',
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', `public, max-age=${jwksMaxAgeSeconds}`)
        .type('application/jwk-set+json')
        .send(app.answerSigner.jwks()),
  );
}

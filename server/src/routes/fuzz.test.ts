import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { anyJson, fromSchema, fuzzString, type JsonSchema } from '../testing/schema-arbitrary';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Generated requests per route: bodies, query strings and path values together. */
const runsPerRoute = 200;

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

/** What an answer must never show: a stack, a driver's or a library's own words. */
const leaks =
  /\n\s+at |Error:|SQLITE|sqlite|postgres|kysely|relation "|violates|syntax error|node_modules|TypeError|ZodError|FST_|undefined/;
/** Fastify's, zod's and HTTP's English refusals, where a Swedish text belongs. */
const english =
  /\b(the|must|should|required|expected|invalid|body|querystring|params|unsupported|not found|bad request|too many|unauthorized|forbidden)\b/i;

/** Percent-encoded; a lone surrogate (not encodable) becomes invalid UTF-8 on purpose. */
function encodedPathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function problemWith(answer: LightMyRequestResponse): string | undefined {
  if (answer.statusCode >= 500) {
    return `status ${answer.statusCode}`;
  }
  if (leaks.test(answer.body)) {
    return 'läcker tekniska detaljer';
  }
  if (answer.statusCode >= 400) {
    if (!String(answer.headers['content-type']).startsWith('application/json')) {
      return `inte JSON: ${answer.headers['content-type']}`;
    }
    const body = JSON.parse(answer.body) as { kod?: unknown; meddelande?: unknown };
    if (typeof body.kod !== 'string' || typeof body.meddelande !== 'string' || !body.meddelande) {
      return 'saknar kod eller meddelande';
    }
    if (english.test(body.meddelande)) {
      return `inte svenska: ${body.meddelande}`;
    }
  }
  return undefined;
}

describe('fuzzed requests to every API route', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  let components: Record<string, JsonSchema>;
  const fives: string[] = [];
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      settings: {
        rateLimit: { login: 100_000, signing: 100_000, lookup: 100_000, verify: 100_000 },
      },
    });
    const doc = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, JsonSchema> };
    }>();
    paths = doc.paths;
    components = doc.components?.schemas ?? {};
  });
  afterAll(async () => {
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `Fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} anrop (${spread.join(', ')}), ` +
        `${fives.length} svar med status 500 eller högre`,
    );
    await t?.close();
  });

  it('covers every API route of the route table', () => {
    const routes = apiRoutes(t);
    expect(routes.length).toBeGreaterThan(15);
  });

  function apiRoutes(app: TestApp) {
    return app.app.routeTable.filter((r) => r.url.startsWith('/api/'));
  }

  // One test per route, named from the route table at collection time is not possible (the
  // app is built in beforeAll), so one test walks them all and names the failing route.
  it(`answers ${runsPerRoute} generated requests per route without a 5xx, leak or English text`, async () => {
    for (const route of apiRoutes(t)) {
      const docPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = paths[docPath]?.[route.method.toLowerCase()] ?? {};
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      const querySchema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(
          (operation.parameters ?? [])
            .filter((param) => param.in === 'query')
            .map((param) => [param.name, param.schema ?? {}]),
        ),
      };
      const request = fc.record({
        signedIn: fc.boolean(),
        params: fc.array(fuzzString, {
          minLength: paramNames.length,
          maxLength: paramNames.length,
        }),
        query: fc.oneof(fromSchema(querySchema, components), fc.dictionary(fuzzString, fuzzString)),
        body: fc.oneof(
          { weight: 4, arbitrary: bodySchema ? fromSchema(bodySchema, components) : anyJson },
          { weight: 1, arbitrary: anyJson },
        ),
        // An Idempotency-Key now and then, of any printable length.
        key: fc.option(fc.oneof(fc.string({ maxLength: 120 }), fc.uuid()), { freq: 4 }),
        // Now and then not JSON at all, under a JSON content type.
        raw: fc.option(fc.oneof(fc.string(), fc.constantFrom('{', '[1,', '{"a":}', 'null')), {
          freq: 8,
        }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ signedIn, params, query, body, raw, key }) => {
          let url = route.url;
          paramNames.forEach((name, i) => {
            url = url.replace(`:${name}`, encodedPathValue(params[i] || 'x'));
          });
          const search = new URLSearchParams();
          if (query && typeof query === 'object') {
            for (const [key, value] of Object.entries(query)) {
              search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
            }
          }
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const headers: Record<string, string> = key === null ? {} : { 'idempotency-key': key };
          if (withBody) {
            headers['content-type'] = 'application/json';
          }
          const answer = await t.call(signedIn ? p.anna : null, {
            method: route.method,
            url: search.size > 0 ? `${url}?${search.toString()}` : url,
            headers,
            ...(withBody ? { payload: raw ?? JSON.stringify(body ?? null) } : {}),
          });
          const problem = problemWith(answer);
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
          if (answer.statusCode >= 500) {
            fives.push(`${route.method} ${route.url}`);
          }
          if (problem) {
            throw new Error(
              `${route.method} ${route.url}: ${problem}\n${answer.statusCode} ${answer.body.slice(0, 400)}`,
            );
          }
        }),
        { numRuns: runsPerRoute },
      );
    }
  }, 240_000);
});

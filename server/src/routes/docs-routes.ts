import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { html, page } from '../pages/html';

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** A readable page of the API for third parties, rendered from the OpenAPI document (no script). */
function renderDocs(doc: OpenAPIV3.Document): string {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const op = item?.[method];
      if (!op) {
        return [];
      }
      const body =
        op.requestBody && 'content' in op.requestBody
          ? op.requestBody.content['application/json']?.schema
          : undefined;
      const ok = op.responses['200'] ?? op.responses['204'];
      const okSchema = ok && 'content' in ok ? ok.content?.['application/json']?.schema : undefined;
      const okHeaders = ok && 'headers' in ok ? Object.entries(ok.headers ?? {}) : [];
      return [
        html`<section>
          <h2><code>${method.toUpperCase()} ${path}</code></h2>
          <p>${op.summary ?? ''}</p>
          ${op.description ? html`<p>${op.description}</p>` : html``}
          <p class="hjalp">Svarskoder: ${Object.keys(op.responses).join(', ')}</p>
          ${okHeaders.map(
            ([name, header]) =>
              html`<p class="hjalp">
                Svarshuvud <code>${name}</code>:
                ${'description' in header ? (header.description ?? '') : ''}
              </p>`,
          )}
          ${
            body
              ? html`<details>
                  <summary>Anropets innehåll</summary>
                  <pre>${JSON.stringify(body, null, 2)}</pre>
                </details>`
              : html``
          }
          ${
            okSchema
              ? html`<details>
                  <summary>Svar</summary>
                  <pre>${JSON.stringify(okSchema, null, 2)}</pre>
                </details>`
              : html``
          }
        </section>`,
      ];
    }),
  );
  return page(
    'API för Fullmakt',
    html`<p>${doc.info.description ?? ''}</p>
      <p>
        Maskinläsbar beskrivning: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3).
      </p>
      ${operations}`,
  );
}

/** The OpenAPI document and the readable docs; the info page for developers links here. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  app.get(
    '/api/docs',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderDocs(app.swagger() as OpenAPIV3.Document)),
  );
}

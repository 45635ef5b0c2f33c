import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_ROUTES } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { testPerson as p } from '../seed/people';
import { startTestApp } from '../testing/test-app';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** An OTLP/HTTP receiver on loopback: keeps every span it is sent (JSON, as the exporter sends). */
async function otlpReceiver(): Promise<{ url: string; spans: OtlpSpan[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) {
            spans.push(...scope.spans);
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/traces`, spans, server };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('traces over OTLP', () => {
  it("exports a span per request, in the caller's trace, with its database statements as children", async () => {
    const receiver = await otlpReceiver();
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      tracing: { endpoint: receiver.url, serviceName: 'fullmakt-test' },
    });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.call(p.anna, {
      method: 'GET',
      url: API_ROUTES.tredjeman.path,
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    await t.close(); // flushes the batch to the receiver
    receiver.server.close();

    const request = receiver.spans.find((s) => s.name === `GET ${API_ROUTES.tredjeman.path}`);
    expect(request).toMatchObject({ traceId, parentSpanId: '00f067aa0ba902b7', kind: 2 });
    expect(attribute(request as OtlpSpan, 'http.response.status_code')).toBe(200);
    const statements = receiver.spans.filter((s) => s.parentSpanId === request?.spanId);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.traceId === traceId && s.kind === 3)).toBe(true);
    expect(statements.map((s) => s.name)).toContain('SELECT sqlite');
    // Never a URL with its ids, a statement's values or a person in a span.
    expect(JSON.stringify(receiver.spans)).not.toContain(p.anna);
  });

  it('leaves the database as it is without an endpoint (no span, no cost)', async () => {
    const db = openDatabase({ sqliteFile: ':memory:' });
    const t = await startTestApp(db);
    expect(t.app.deps.db).toBe(db);
    await t.close();
  });
});

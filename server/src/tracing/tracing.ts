import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * OpenTelemetry traces (issue 18): a span for every incoming request (continuing the
 * caller's trace from its `traceparent`) with a child span for each database statement,
 * exported over OTLP/HTTP to the collector at OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces). Without an endpoint nothing of this runs.
 * Spans carry the route pattern and status, never a URL, a query's values or a person.
 */
export interface TracingOptions {
  /** The OTLP/HTTP traces URL, e.g. http://collector:4318/v1/traces. */
  endpoint: string;
  serviceName?: string;
}

export interface Tracing {
  tracer: Tracer;
  /** Sends what is buffered and stops (on close). */
  shutdown: () => Promise<void>;
}

let contextManagerSet = false;

export function createTracing(options: TracingOptions): Tracing {
  if (!contextManagerSet) {
    // One per process: the active span follows the request through its awaits.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    contextManagerSet = true;
  }
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'fullmakt-server' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: options.endpoint }))],
  });
  return {
    tracer: provider.getTracer('fullmakt-server'),
    shutdown: () => provider.shutdown(),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    traceSpan?: Span;
  }
}

/** The headers of a request as a carrier for the W3C propagator. */
function headerCarrier(request: FastifyRequest): Record<string, string> {
  const carrier: Record<string, string> = {};
  for (const name of ['traceparent', 'tracestate']) {
    const value = request.headers[name];
    if (typeof value === 'string') {
      carrier[name] = value;
    }
  }
  return carrier;
}

/**
 * A server span per request, active while the request is handled: fastify's remaining
 * hooks and the handler run inside it (context.with around `done`), so the database spans
 * of the request are its children.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent: Context = propagation.extract(context.active(), headerCarrier(request));
    const route = request.routeOptions.url;
    const span = tracing.tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          ...(route ? { 'http.route': route } : {}),
          'fullmakt.request_id': request.id,
        },
      },
      parent,
    );
    request.traceSpan = span;
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = request.traceSpan;
    if (!span) {
      return;
    }
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) {
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  });
  app.addHook('onClose', tracing.shutdown);
}

/** Statement kinds by Kysely's node kind; the span's name. */
const operations: Record<string, string> = {
  SelectQueryNode: 'SELECT',
  InsertQueryNode: 'INSERT',
  UpdateQueryNode: 'UPDATE',
  DeleteQueryNode: 'DELETE',
  RawNode: 'SQL',
};

/**
 * A span per database statement, child of the span active when it was run: started when
 * Kysely turns the query into SQL (just before it runs) and ended with its result. A
 * statement that fails ends no span: the request's own span says it failed.
 */
export function databaseSpans(tracing: Tracing, system: 'postgresql' | 'sqlite'): KyselyPlugin {
  const open = new WeakMap<QueryId, Span>();
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const operation = operations[args.node.kind] ?? 'SQL';
      open.set(
        args.queryId,
        tracing.tracer.startSpan(`${operation} ${system}`, {
          kind: SpanKind.CLIENT,
          attributes: { 'db.system.name': system, 'db.operation.name': operation },
        }),
      );
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const span = open.get(args.queryId);
      if (span) {
        open.delete(args.queryId);
        span.setAttribute('db.response.returned_rows', args.result.rows.length);
        span.end();
      }
      return args.result;
    },
  };
}

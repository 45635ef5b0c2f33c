// The HTTP side of the unit tests: msw intercepts the requests the code really makes (axios
// through the page's XMLHttpRequest, fetch), records them and answers from a handler. No
// client is replaced, so base URL, headers, interceptors, query strings, bodies and error
// mapping all run as in the browser. Test-only (@fullmakt/shared/testing).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** One request as it reached the network. */
export interface Anrop {
  method: string;
  /** The path on the page's origin (`/api/x`), the whole URL on another. */
  url: string;
  /** The query string, as the server reads it. */
  params: Record<string, string>;
  /** The body: parsed JSON, the text itself otherwise, undefined without one. */
  data: unknown;
  headers: Headers;
  /** The fetch cache mode asked for (fetch only; XMLHttpRequest has none). */
  cache: RequestCache;
}

export interface Svar {
  status?: number;
  /** A JSON body; none when left out. */
  data?: unknown;
  /** Fail without an answer, as when the network is down. */
  natverksfel?: boolean;
  /** Answer only when this settles, to see the page while the call is under way. */
  vanta?: Promise<void>;
}

// One interceptor per test file: started by the first test that answers HTTP, handlers
// dropped after each test, removed when the file is done. Requests no handler takes fail the
// test instead of going out. (afterEach and afterAll are vitest's globals in every project.)
const server = setupServer();
let lyssnar = false;
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  if (lyssnar) {
    server.close();
    lyssnar = false;
  }
});

async function lasKropp(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function anropFran(request: Request, data: unknown): Anrop {
  const url = new URL(request.url);
  const sammaOrigin = typeof window !== 'undefined' && url.origin === window.location.origin;
  return {
    method: request.method.toUpperCase(),
    url: sammaOrigin ? url.pathname : url.origin + url.pathname,
    params: Object.fromEntries(url.searchParams),
    data,
    headers: request.headers,
    cache: request.cache,
  };
}

/**
 * Answers every request of the current test from `handler` and gives the list the
 * requests are recorded in, in the order they were made. A later call replaces the handler.
 */
export function svaraHttp(handler: (anrop: Anrop) => Svar | Promise<Svar>): Anrop[] {
  if (!lyssnar) {
    server.listen({ onUnhandledRequest: 'error' });
    lyssnar = true;
  }
  const inspelade: Anrop[] = [];
  server.resetHandlers(
    http.all('*', async ({ request }) => {
      const anrop = anropFran(request, await lasKropp(request));
      inspelade.push(anrop);
      const svar = await handler(anrop);
      if (svar.vanta) {
        await svar.vanta;
      }
      if (svar.natverksfel === true) {
        return HttpResponse.error();
      }
      const status = svar.status ?? 200;
      return svar.data === undefined
        ? new HttpResponse(null, { status })
        : HttpResponse.json(svar.data, { status });
    }),
  );
  return inspelade;
}

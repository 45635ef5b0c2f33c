// A small load balancer for tests of several server processes: round robin over the
// upstreams, a new connection per request, and when an upstream gave no answer at all
// (connection refused or reset: it is restarting or was killed) the same request goes to
// the next one, as a load balancer's retry on connect failure does. A request that got an
// answer is never sent again. Writes are only safe to resend with an Idempotency-Key.
import http from 'node:http';

export interface RetryingProxy {
  url: string;
  /** Requests sent on to another upstream after one gave no answer. */
  retries: () => number;
  close: () => Promise<void>;
}

/** How long one request may keep looking for an upstream that answers. */
const giveUpAfterMs = 15_000;

function forward(
  upstream: string,
  request: http.IncomingMessage,
  body: Buffer,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${upstream}${request.url ?? '/'}`,
      { method: request.method, headers: request.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function startRetryingProxy(upstreams: string[], port = 0): Promise<RetryingProxy> {
  let next = 0;
  let retries = 0;
  const server = http.createServer((request, reply) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const started = Date.now();
        for (let attempt = 0; ; attempt += 1) {
          const upstream = upstreams[next++ % upstreams.length] ?? '';
          try {
            const answer = await forward(upstream, request, body);
            reply.writeHead(answer.status, answer.headers);
            reply.end(answer.body);
            return;
          } catch {
            if (Date.now() - started > giveUpAfterMs) {
              reply.writeHead(502).end();
              return;
            }
            retries += 1;
            // Every upstream tried once: wait a little before the next round.
            if ((attempt + 1) % upstreams.length === 0) {
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    retries: () => retries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Load generator for the API benchmark, run in a worker thread so it has its own event
// loop: fixed-rate (open loop) requests over keep-alive connections on loopback, timing
// each answer. Plain JavaScript so the worker needs no TypeScript loader.
import { createHash, createPrivateKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';

const { ports, phase, dpop, front } = workerData;
const dpopPrivateKey = dpop ? createPrivateKey({ key: dpop.privateJwk, format: 'jwk' }) : undefined;

/** A fresh DPoP proof (RFC 9449) for one request, as the browser's sign-in library makes it. */
function dpopProof(method, path, accessToken) {
  const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ typ: 'dpop+jwt', alg: 'ES256', jwk: dpop.publicJwk })}.${encode({
    jti: randomUUID(),
    htm: method,
    htu: `${dpop.origin}${path.split('?')[0]}`,
    iat: Math.floor(Date.now() / 1000),
    ath: createHash('sha256').update(accessToken).digest('base64url'),
  })}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: dpopPrivateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}
/**
 * Through the front (`--front`): every request to nginx over TLS (HTTP/1.1 keep-alive, its
 * certificate trusted), which spreads them over the processes itself.
 */
const agent = front
  ? new https.Agent({ keepAlive: true, maxSockets: 128, ca: readFileSync(front.certFile) })
  : new http.Agent({ keepAlive: true, maxSockets: 128 });
const client = front ? https : http;

/** Sends one request to `port` (the load is spread round robin, as a load balancer does). */
function send(req, proof, port, at) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const r = client.request(
      {
        host: '127.0.0.1',
        port: front ? front.port : port,
        method: req.method,
        path: req.path,
        agent,
        headers: {
          ...req.headers,
          ...proof,
          ...(body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            status: res.statusCode ?? 0,
            at,
          }),
        );
      },
    );
    r.on('error', () =>
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: 0, at }),
    );
    if (body) {
      r.write(body);
    }
    r.end();
  });
}

/**
 * This thread's CPU time since it started, in ms (Linux), so the benchmark can take the load
 * generator out of the process's other-thread CPU when the server runs in the same process.
 */
function ownThreadCpuMs() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ');
    const ticks = Number(fields?.[11]) + Number(fields?.[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

async function run() {
  const { rate, seconds, requests } = phase;
  const total = rate * seconds;
  // Every proof is signed before the clock starts: a browser signs on its own device, so
  // signing here, on the server's two cores, would be counted as the server's latency.
  const proofs = Array.from({ length: total }, (_, i) => {
    const req = requests[i % requests.length];
    return dpopPrivateKey && req.accessToken
      ? { dpop: dpopProof(req.method, req.path, req.accessToken) }
      : {};
  });
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  const pending = [];
  const startedAt = performance.now();
  let sent = 0;
  let due = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      due = Math.min(total, Math.floor((elapsed / tickMs) * perTick));
      while (sent < due) {
        pending.push(
          send(requests[sent % requests.length], proofs[sent], ports[sent % ports.length], elapsed),
        );
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  const results = await Promise.all(pending);
  const wallS = (performance.now() - startedAt) / 1000;
  agent.destroy();
  parentPort.postMessage({ results, wallS, cpuMs: ownThreadCpuMs() });
}

await run();

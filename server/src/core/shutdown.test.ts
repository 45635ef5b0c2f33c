import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROUTES } from '@fullmakt/shared/domain';
import { buildApp } from '../app';
import { testPerson as p } from '../seed/people';
import {
  credentialsFor,
  freePort,
  startServerProcess,
  stopProcess,
  type Credentials,
  type ServerProcess,
} from '../testing/server-process';

interface Answer {
  status: number;
  body: string;
}

/** A POST whose body is sent in two halves, so the request is in flight in between. */
function slowPost(url: string, headers: Record<string, string>, body: string) {
  const half = Math.floor(body.length / 2);
  let answer: (value: Answer) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const answered = new Promise<Answer>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const request = http.request(
    url,
    { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
    (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => answer({ status: response.statusCode ?? 0, body: text }));
    },
  );
  request.on('error', fail);
  request.write(body.slice(0, half));
  return { answered, finish: () => request.end(body.slice(half)) };
}

describe('shutdown on SIGTERM, a real server process', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let credentials: Credentials;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-stang-'));
    server = await startServerProcess(await freePort(), { dataDir });
    credentials = await credentialsFor({ sqliteFile: path.join(dataDir, 'fullmakt.sqlite') });
  }, 120_000);
  afterAll(async () => {
    await stopProcess(server);
    await credentials?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, takes no new connection, and exits 0', async () => {
    const running = server;
    if (!running) {
      throw new Error('ingen server');
    }
    const inFlight = slowPost(
      `${running.url}${API_ROUTES.sokFullmakter.path}`,
      await credentials.headers(p.anna, 'POST', API_ROUTES.sokFullmakter.path),
      JSON.stringify({ filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    // The listening socket is closed: a new connection is refused (a proxy tries another).
    const refused = await fetch(`${running.url}/health/live`).then(
      () => 'svarade',
      (error: unknown) => ((error as { cause?: { code?: string } }).cause?.code ?? 'fel') as string,
    );
    expect(refused).toBe('ECONNREFUSED');
    expect(running.child.exitCode).toBeNull();

    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('fullmakter');
    expect(await running.exited).toBe(0);
    server = undefined;
  }, 60_000);

  it('cuts a request still running after the grace time and exits 1', async () => {
    // The first case's process is still running if that case failed: stopped here, or it
    // would outlive the test run once `server` names the new one.
    await stopProcess(server);
    server = await startServerProcess(
      await freePort(),
      { dataDir },
      { FULLMAKT_SHUTDOWN_GRACE_MS: '1000' },
    );
    const running = server;
    // A body that never ends: the request stays in flight for ever.
    const stuck = slowPost(
      `${running.url}${API_ROUTES.sokFullmakter.path}`,
      await credentials.headers(p.anna, 'POST', API_ROUTES.sokFullmakter.path),
      JSON.stringify({ filter: { fullmaktsgivare: { id: p.anna }, page: { page: 0, size: 20 } } }),
    );
    stuck.answered.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(1);
    const tookMs = Date.now() - signalled;
    expect(tookMs).toBeGreaterThanOrEqual(900);
    expect(tookMs).toBeLessThan(5_000);
    server = undefined;
  }, 120_000);
});

describe('health while shutting down', () => {
  it('/health/ready answers 503 to a request that reaches a closing server', async () => {
    const app = await buildApp({ logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A connection whose request has begun (headers half sent) is not idle: closing
    // waits for it, and the request is served while the server closes.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /health/ready HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('Connection: close\r\n\r\n');
    await ended;
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toContain('"status":"stanger"');
  });
});

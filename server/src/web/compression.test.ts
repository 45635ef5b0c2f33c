import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

/** A text asset large enough to be worth compressing, and its build-time copies. */
const chunk = `console.info(${JSON.stringify('Fullmakt '.repeat(400))});`;

function writeWithCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

function makeWebDir(): { webDir: string; deploymentFile: string } {
  const webDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-compress-'));
  mkdirSync(path.join(webDir, 'shell'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'shell', 'index.html'),
    `<!doctype html><html lang="sv"><head><title>Fullmakt</title></head><body>${'<p>Fullmakt</p>'.repeat(100)}</body></html>`,
  );
  writeWithCopies(path.join(webDir, 'shell', 'libraries.0123abcd.js'), chunk);
  const remote = path.join(webDir, 'mfe', 'info');
  mkdirSync(remote, { recursive: true });
  writeWithCopies(path.join(remote, 'remoteEntry.js'), chunk);
  writeWithCopies(path.join(remote, 'routes.89abcdef.js'), chunk);
  const deploymentFile = path.join(webDir, 'remotes.json');
  writeFileSync(
    deploymentFile,
    JSON.stringify({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } }),
  );
  return { webDir, deploymentFile };
}

describe('compression', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ ...makeWebDir(), logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, encoding: string) =>
    app.inject({ url, headers: { 'accept-encoding': encoding } });

  it.each([
    ['/libraries.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/mfe/info/routes.89abcdef.js', 'public, max-age=31536000, immutable'],
    ['/mfe/info/remoteEntry.js', 'no-cache'],
  ])('sends the build-time brotli copy of %s, keeping its cache rule', async (url, cache) => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(cache);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(chunk);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await get('/libraries.0123abcd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await get('/libraries.0123abcd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses a page and a large API answer as they are sent, by Accept-Encoding', async () => {
    const page = await get('/info/om-oss', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    // A page differs by the session cookie (header, preloads) as well as by encoding.
    expect(String(page.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual([
      'accept-encoding',
      'cookie',
    ]);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<p>Fullmakt</p>');
    const api = await get('/api/openapi.json', 'gzip');
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(api.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/konfiguration', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

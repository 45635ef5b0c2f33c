import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A remote's own origin for the tests of what the server fetches from there (manifests,
 * prerendered pages): serves `files[path]`, or `body` at any other path, with an ETag
 * (304 to a matching If-None-Match), answers `status` instead when it is not 200, and
 * records each request.
 */
export interface RemoteOrigin {
  origin: string;
  body: string;
  files: Map<string, string>;
  status: number;
  requests: { url: string; ifNoneMatch: string | undefined }[];
  server: Server;
}

export async function startRemoteOrigin(
  body: string,
  files: Record<string, string> = {},
): Promise<RemoteOrigin> {
  const remote: RemoteOrigin = {
    origin: '',
    body,
    files: new Map(Object.entries(files)),
    status: 200,
    requests: [],
    server: createServer(),
  };
  remote.server.on('request', (request, response) => {
    const url = request.url ?? '';
    remote.requests.push({ url, ifNoneMatch: request.headers['if-none-match'] });
    const text = remote.files.get(url) ?? remote.body;
    const etag = `"${createHash('sha256').update(text).digest('base64url')}"`;
    if (remote.status === 200 && request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(remote.status, { 'content-type': 'application/json', etag }).end(text);
  });
  await new Promise<void>((resolve) => remote.server.listen(0, '127.0.0.1', resolve));
  remote.origin = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}`;
  return remote;
}

/** Stops the origins a test started. */
export async function stopRemoteOrigins(remotes: RemoteOrigin[]): Promise<void> {
  await Promise.all(
    remotes.splice(0).map(({ server }) => new Promise((resolve) => server.close(resolve))),
  );
}

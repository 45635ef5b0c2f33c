import type { Page } from '@playwright/test';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the real API from inside the signed-in page, as the shared client does: the
 * DPoP-bound access token the sign-in library keeps in sessionStorage, a fresh DPoP proof
 * (RFC 9449) signed in the page with the browser's own key (which the library keeps,
 * non-extractable, in IndexedDB `oidc`/`dpop`), and the XSRF cookie echoed in its header.
 * For steps a test needs but whose screens belong to another flow.
 */
export function apiInPage(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const user: unknown = JSON.parse(sessionStorage.getItem(key ?? '') ?? 'null');
      const token =
        typeof user === 'object' && user !== null && 'access_token' in user
          ? String(user.access_token)
          : '';

      const keys = await new Promise<CryptoKeyPair | undefined>((resolve, reject) => {
        const opened = indexedDB.open('oidc');
        opened.onerror = () => reject(opened.error ?? new Error('IndexedDB'));
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('dpop')) {
            resolve(undefined);
            return;
          }
          const read = db.transaction('dpop', 'readonly').objectStore('dpop').get('fullmakt-web');
          read.onerror = () => reject(read.error ?? new Error('IndexedDB'));
          read.onsuccess = () => {
            const state: unknown = read.result;
            resolve(
              typeof state === 'object' && state !== null && 'keys' in state
                ? (state.keys as CryptoKeyPair)
                : undefined,
            );
          };
        };
      });
      const url = new URL(path, window.location.origin);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (keys) {
        // No named helper functions here: the test runner's transform would wrap them in
        // a helper the page does not have. Base64url of each part, written out.
        const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
        const encoder = new TextEncoder();
        const ath = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
        const [header, hash] = [
          encoder.encode(
            JSON.stringify({
              typ: 'dpop+jwt',
              alg: 'ES256',
              jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
            }),
          ),
          ath,
        ].map((bytes) =>
          btoa(String.fromCharCode(...bytes))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, ''),
        );
        const claims = encoder.encode(
          JSON.stringify({
            jti: crypto.randomUUID(),
            htm: method,
            htu: `${url.origin}${url.pathname}`,
            iat: Math.floor(Date.now() / 1000),
            ath: hash,
          }),
        );
        const input = `${header}.${btoa(String.fromCharCode(...claims))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')}`;
        const signature = new Uint8Array(
          await crypto.subtle.sign(
            { name: 'ECDSA', hash: 'SHA-256' },
            keys.privateKey,
            encoder.encode(input),
          ),
        );
        headers.authorization = `DPoP ${token}`;
        headers.dpop = `${input}.${btoa(String.fromCharCode(...signature))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')}`;
      } else {
        headers.authorization = `Bearer ${token}`;
      }
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      headers['x-xsrf-token'] = decodeURIComponent(xsrf ?? '');
      const answer = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const reply = await answer.text();
      return { status: answer.status, body: reply ? (JSON.parse(reply) as unknown) : null };
    },
    { method, path, body },
  );
}

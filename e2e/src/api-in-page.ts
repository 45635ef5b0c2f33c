import type { Page } from 'playwright-core';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Calls the real API from inside the signed-in page, as the shared client does: the
 * bearer token the sign-in library keeps in sessionStorage and the XSRF cookie echoed in
 * its header. For steps a test needs but whose screens belong to another flow.
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
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const answer = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await answer.text();
      return { status: answer.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

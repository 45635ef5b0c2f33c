// The one axios instance of the page. Base URL is the site origin; no timeout; 2xx is
// success. The access token (with its DPoP proof) goes only to our own /api paths, never to
// another origin or to static files; the XSRF cookie is echoed as a header. A 401 calls the onUnauthorized
// hook, which the shell wires to sign-in (src/wiring): the client itself never touches the UI.
import axios from 'axios';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { aktivtSprak } from '../i18n/aktivt-sprak';
import { aktuellToken, dpopBevis, meddelaObehorig } from '../wiring/api-hooks';
import { ApiError, normaliseraFel } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Its name where the server sets secure cookies (production, HTTPS only): see server core/xsrf.ts. */
export const XSRF_COOKIE_SECURE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function sidansOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/** True for a same-origin URL whose path is /api or below. */
export function arApiAnrop(url: string, base: string | undefined = sidansOrigin()): boolean {
  const origin = sidansOrigin();
  let parsed: URL;
  try {
    parsed = new URL(url, base ?? origin ?? 'http://localhost');
  } catch {
    return false;
  }
  const sammaOrigin = origin === undefined || parsed.origin === origin;
  return sammaOrigin && (parsed.pathname === '/api' || parsed.pathname.startsWith('/api/'));
}

/** The value of one cookie, or undefined. */
export function lasCookie(namn: string): string | undefined {
  if (typeof document === 'undefined') {
    return undefined;
  }
  for (const del of document.cookie.split(';')) {
    const [nyckel, ...varde] = del.trim().split('=');
    if (nyckel === namn) {
      return decodeURIComponent(varde.join('='));
    }
  }
  return undefined;
}

async function laggTillHuvuden(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  if (arApiAnrop(config.url ?? '', config.baseURL)) {
    const token = await aktuellToken();
    if (token) {
      // A token bound to the browser's key goes with a fresh proof for this method and URL
      // (RFC 9449); the server accepts no other.
      const url = new URL(config.url ?? '', config.baseURL ?? sidansOrigin() ?? 'http://localhost')
        .href;
      const bevis = await dpopBevis(url, (config.method ?? 'get').toUpperCase());
      config.headers.set('Authorization', bevis ? `DPoP ${token}` : `Bearer ${token}`);
      if (bevis) {
        config.headers.set('DPoP', bevis);
      }
    }
    // The server answers in the page's language, not in the browser's setting (a Swedish
    // page in a browser set to English still gets Swedish messages).
    config.headers.set('Accept-Language', aktivtSprak());
    const xsrf = lasCookie(XSRF_COOKIE_SECURE) ?? lasCookie(XSRF_COOKIE);
    if (xsrf) {
      config.headers.set(XSRF_HEADER, xsrf);
    }
  }
  return config;
}

function skapaKlient(): AxiosInstance {
  const instans = axios.create({
    baseURL: sidansOrigin(),
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
    // The header is set above for our own /api calls only; axios' own XSRF handling is off.
    xsrfCookieName: '',
    withXSRFToken: false,
  });
  instans.interceptors.request.use(laggTillHuvuden);
  instans.interceptors.response.use(undefined, (error: unknown) => {
    const fel = normaliseraFel(error);
    if (fel instanceof ApiError && fel.status === 401) {
      meddelaObehorig();
    }
    return Promise.reject(fel);
  });
  return instans;
}

/** The one HTTP client. */
export const httpKlient: AxiosInstance = skapaKlient();

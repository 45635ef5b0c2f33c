import {
  DEFAULT_API_BASES,
  DEFAULT_TRANSPORTFULLMAKT_MAX_LED,
  type ApiBases,
} from '@fullmakt/shared/domain';
import { defaultCanaryGuard, type CanaryGuard } from '../deploy/canary-watch';
import { isProductionName } from './production';

/** Everything the routes need to know about this deployment. */
export interface Settings {
  publicUrl: string;
  env: string;
  /** Any FULLMAKT_ENV but the non-production names, or NODE_ENV=production (core/production.ts). */
  production: boolean;
  /** BankID Mock for login and signing, and the Foreign eID test identities. */
  testEid: boolean;
  /**
   * Cookies only over HTTPS (Secure) and with the __Host-/__Secure- prefixes, so no other
   * origin, not even a subdomain, can set or shadow them. On in production; off on plain
   * HTTP (development, the e2e suite on loopback), where a browser would drop them.
   */
  secureCookies: boolean;
  staticUrl: string;
  adminUrl: string;
  privat: boolean;
  transportfullmaktMaxLed: number;
  apiBases: ApiBases;
  driftinfoFile: string;
  secret: string;
  /**
   * Requests per minute and client address: login, signing, looking up a person, verifying
   * a power by its code.
   */
  rateLimit: { login: number; signing: number; lookup: number; verify: number };
  /** More engagements than this blocks organisation management (SPEC §6; the number is ours). */
  maxForetag: number;
  /**
   * More sole traders (enskilda näringsidkare) than this, and they are left out: SPEC §6
   * "Sole-trader limits apply"; the number is ours, like the company limit.
   */
  maxEnskildaFirmor: number;
  /** How far ahead a power may start or end, in years (SPEC §5 leaves {max} open). */
  giltighetMaxAr: number;
  /** When a remote's canary is withdrawn automatically (deploy/canary-watch.ts). */
  canary: CanaryGuard;
  /**
   * A sent request for a power is answered no sooner than this many ms after it came, so
   * that a request which reaches its grantor and one which reaches nobody (protected, minor,
   * unknown) take equally long (issue 32 item 2).
   */
  begaranSvarMs: number;
}

/** Static and admin URLs derive from the environment name (SPEC §9). */
export function derivedUrls(env: string): { staticUrl: string; adminUrl: string } {
  const suffix = env === 'prod' ? '' : `.${env}`;
  return {
    staticUrl: `https://static${suffix}.fullmakt.se`,
    adminUrl: `https://admin${suffix}.fullmakt.se`,
  };
}

export function defaultSettings(
  overrides: Partial<Settings> & { publicUrl: string; driftinfoFile: string; secret: string },
): Settings {
  const env = overrides.env ?? 'dev';
  const production = overrides.production ?? isProductionName(env);
  return {
    env,
    production,
    testEid: !production,
    secureCookies: production,
    ...derivedUrls(env),
    privat: true,
    transportfullmaktMaxLed: DEFAULT_TRANSPORTFULLMAKT_MAX_LED,
    apiBases: DEFAULT_API_BASES,
    rateLimit: { login: 60, signing: 60, lookup: 60, verify: 30 },
    maxForetag: 10,
    maxEnskildaFirmor: 1,
    giltighetMaxAr: 10,
    canary: defaultCanaryGuard,
    begaranSvarMs: 300,
    ...overrides,
  };
}

import { envSchema, type ServerEnv } from '../config';
import { parseAnswerKeys, signingKeyAt } from '../answer-signing/answer-keys';
import { parseMachineClients } from '../machine-clients/machine-clients';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The least length of FULLMAKT_SECRET, in bytes (256 bits for the HMACs and cookie keys). */
export const minSecretBytes = 32;

/**
 * The environments that are not production, by their exact names (SPEC §9 names dev and
 * test; local, ci and demo are ours). A list of what is allowed, not of what is forbidden:
 * a misspelt, unknown or missing name (production, PROD, produktion, Dev, none) gets every
 * production rule, so a slip fails closed instead of starting the e-ID mock on the internet.
 */
export const nonProductionEnvs = ['dev', 'test', 'local', 'ci', 'demo'] as const;

/** Whether an environment name (FULLMAKT_ENV) is production: any name not on the list. */
export function isProductionName(name: string | undefined): boolean {
  return !(nonProductionEnvs as readonly (string | undefined)[]).includes(name);
}

/**
 * Production is every FULLMAKT_ENV but the non-production names above, unset included, and
 * NODE_ENV=production as most hosting sets it, whatever FULLMAKT_ENV says: either one
 * turns on every rule below, so a deployment cannot be half production.
 */
export function isProduction(env: Pick<ServerEnv, 'FULLMAKT_ENV' | 'NODE_ENV'>): boolean {
  return isProductionName(env.FULLMAKT_ENV) || env.NODE_ENV === 'production';
}

/**
 * Whether the production rules apply: in production, and in a test environment that asks
 * for them (FULLMAKT_PRODUCTION_RULES, the production shape of `pnpm prod:local`). Such an
 * environment keeps its own name (the browser shows it) and may keep the test e-ID on:
 * the one production rule it is spared, since its users sign in with test identities.
 */
export function appliesProductionRules(
  env: Pick<ServerEnv, 'FULLMAKT_ENV' | 'NODE_ENV' | 'FULLMAKT_PRODUCTION_RULES'>,
): boolean {
  return isProduction(env) || env.FULLMAKT_PRODUCTION_RULES;
}

/** What the environment decides beyond the single variables. */
export interface Deployment {
  production: boolean;
  /**
   * The environment's name (SPEC §9). Every production environment is named prod, whatever
   * FULLMAKT_ENV said ('production', 'PROD', none): the browser and the derived URLs know
   * production only by that name, so any other would show an environment label there.
   */
  envName: string;
  /** Demo powers on first start: on by default, off by default in production. */
  demoData: boolean;
  /** BankID Mock and the Foreign eID test identities: off by default in production. */
  testEid: boolean;
}

export function deploymentOf(env: ServerEnv): Deployment {
  const production = appliesProductionRules(env);
  return {
    production,
    envName: isProduction(env) ? 'prod' : (env.FULLMAKT_ENV ?? 'prod'),
    demoData: env.FULLMAKT_DEMO_DATA ?? !production,
    testEid: env.FULLMAKT_TEST_EID ?? !production,
  };
}

/**
 * Why the server must not start with this environment, one sentence each (empty: it may).
 * In production the defaults of development are refused instead of used: the server would
 * otherwise run with a secret only the database knows, on a file only one process can use,
 * with made-up powers, or with a login anyone can pass as anyone.
 */
export function startRefusals(env: ServerEnv): string[] {
  const refusals: string[] = [];
  const secretBytes =
    env.FULLMAKT_SECRET === undefined ? 0 : Buffer.byteLength(env.FULLMAKT_SECRET, 'utf8');
  if (env.FULLMAKT_SECRET !== undefined && secretBytes < minSecretBytes) {
    refusals.push(
      `FULLMAKT_SECRET är ${secretBytes} byte men måste vara minst ${minSecretBytes} (t.ex. openssl rand -base64 48).`,
    );
  }
  const answerKeys = answerKeysRefusal(env.FULLMAKT_ANSWER_SIGNING_KEYS);
  if (answerKeys) {
    refusals.push(answerKeys);
  }
  if (env.FULLMAKT_MACHINE_CLIENTS !== undefined) {
    try {
      parseMachineClients(env.FULLMAKT_MACHINE_CLIENTS);
    } catch (error) {
      refusals.push((error as Error).message);
    }
  }
  if (!appliesProductionRules(env)) {
    return refusals;
  }
  const { demoData, testEid } = deploymentOf(env);
  if (env.FULLMAKT_ANSWER_SIGNING_KEYS === undefined) {
    refusals.push(
      'I produktion måste FULLMAKT_ANSWER_SIGNING_KEYS anges: nyckeln som signerar tredje mans svar, samma i varje process (se README, "Signerade svar").',
    );
  }
  if (env.FULLMAKT_SECRET === undefined) {
    refusals.push(
      `I produktion måste FULLMAKT_SECRET anges, minst ${minSecretBytes} byte och samma i varje process (t.ex. openssl rand -base64 48).`,
    );
  }
  if (!env.DATABASE_URL || !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    refusals.push(
      'I produktion måste DATABASE_URL peka på PostgreSQL (postgres://…); den inbyggda SQLite-filen klarar bara en process.',
    );
  }
  if (!env.FULLMAKT_PUBLIC_URL?.startsWith('https://')) {
    refusals.push(
      'I produktion måste FULLMAKT_PUBLIC_URL vara en https-adress: kakorna är Secure och inloggningens adresser byggs från den.',
    );
  }
  if (demoData) {
    refusals.push('I produktion får FULLMAKT_DEMO_DATA inte vara på: demofullmakter är påhittade.');
  }
  if (openMetrics(env)) {
    refusals.push(
      `I produktion måste FULLMAKT_METRICS_TOKEN anges när mätvärdesporten lyssnar på ${env.FULLMAKT_METRICS_HOST} och inte bara på loopback: annars läser vem som helst som når adressen mätvärdena.`,
    );
  }
  if (testEid && isProduction(env)) {
    refusals.push(
      'I produktion får FULLMAKT_TEST_EID inte vara på: BankID Mock och testidentiteterna låter vem som helst logga in som vem som helst.',
    );
  }
  if (
    refusals.length > 0 &&
    isProduction(env) &&
    env.NODE_ENV !== 'production' &&
    env.FULLMAKT_ENV !== 'prod'
  ) {
    // Most likely someone who meant a development run: say why this counts as production.
    refusals.push(
      `${env.FULLMAKT_ENV === undefined ? 'Utan FULLMAKT_ENV' : `Med FULLMAKT_ENV=${env.FULLMAKT_ENV}`} gäller produktion; miljöer utanför produktion heter ${nonProductionEnvs.join(', ')}.`,
    );
  }
  return refusals;
}

/** What is wrong with the answer-signing keys when given (any environment), or nothing. */
function answerKeysRefusal(text: string | undefined): string | undefined {
  if (text === undefined) {
    return undefined;
  }
  try {
    const keys = parseAnswerKeys(text);
    return signingKeyAt(keys, new Date())
      ? undefined
      : 'FULLMAKT_ANSWER_SIGNING_KEYS har ingen nyckel som signerar nu: varje signsFrom ligger i framtiden.';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Whether an address is this machine's own (nothing from outside reaches it). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A metrics port others can reach, with no token asked. */
function openMetrics(env: ServerEnv): boolean {
  return (
    env.FULLMAKT_METRICS_PORT !== undefined &&
    !isLoopback(env.FULLMAKT_METRICS_HOST) &&
    env.FULLMAKT_METRICS_TOKEN === undefined
  );
}

/**
 * What the server starts with but an operator must hear about, loudly (main.ts logs each
 * at warn): settings that are allowed but most likely wrong.
 */
export function startWarnings(env: ServerEnv, trustProxy: TrustProxy): string[] {
  const warnings: string[] = [];
  if (appliesProductionRules(env) && trustProxy === false) {
    warnings.push(
      'VARNING: FULLMAKT_TRUST_PROXY saknas. Står servern bakom en lastbalanserare eller omvänd proxy ser den bara proxyns adress: alla klienter delar då en och samma hink i hastighetsgränserna för inloggning, underskrift och personuppslag, och en enda klient kan stänga ute alla. Ange proxyns antal steg eller adresser (README, "Behind a load balancer").',
    );
  }
  if (openMetrics(env)) {
    warnings.push(
      `VARNING: mätvärdesporten lyssnar på ${env.FULLMAKT_METRICS_HOST} utan FULLMAKT_METRICS_TOKEN: vem som helst som når adressen läser mätvärdena (i produktion vägras detta).`,
    );
  }
  return warnings;
}

/** The environment as the server starts on it, or every reason it may not start. */
export type StartConfig =
  | {
      ok: true;
      env: ServerEnv;
      deployment: Deployment;
      trustProxy: TrustProxy;
      /** What to warn about at start (startWarnings). */
      warnings: string[];
    }
  | { ok: false; refusals: string[] };

/** Reads and checks the whole environment at once, so an operator sees every fault together. */
export function readStartConfig(variables: NodeJS.ProcessEnv): StartConfig {
  const parsed = envSchema.safeParse(variables);
  if (!parsed.success) {
    return {
      ok: false,
      refusals: parsed.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (värdet kan inte läsas).`,
      ),
    };
  }
  const env = parsed.data;
  const refusals = startRefusals(env);
  let trustProxy: TrustProxy = false;
  try {
    trustProxy = parseTrustProxy(env.FULLMAKT_TRUST_PROXY);
  } catch (error) {
    refusals.push((error as Error).message);
  }
  return refusals.length > 0
    ? { ok: false, refusals }
    : {
        ok: true,
        env,
        deployment: deploymentOf(env),
        trustProxy,
        warnings: startWarnings(env, trustProxy),
      };
}

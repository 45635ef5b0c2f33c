import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
import type { AccessLog } from '../historik/access-log';
import type { LookupBudget } from './lookup-budget';
import type { Settings } from './settings';
import type { Xsrf } from './xsrf';

/** What every route reaches through `app.deps`: one object, made once in buildApp. */
export interface AppDeps {
  db: Db;
  settings: Settings;
  now: () => Date;
  provider: Provider;
  xsrf: Xsrf;
  /** Each caller's budget of person lookups, shared by every path that looks people up. */
  lookupBudget: LookupBudget;
  /** Who looked: third parties' reads of powers, written in batches (historik/access-log.ts). */
  accessLog: AccessLog;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

import type Provider from 'oidc-provider';
import type { Db } from '../db/database';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

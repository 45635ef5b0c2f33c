// Mutation testing of the server's access and status rules (issue 37): `pnpm
// test:mutation:server`. The files (or the lines of a file) that decide a rule without a
// database: who may act for, manage and see a power (SPEC §6), a signed power's expiry and
// the status lists (§4), which powers may be revoked or returned and what a revoke cascades
// to (§4), the permission check (§5), the validity bounds (§5 Dates) and the lookup budget
// (§5 Proxy person). Judged by their fast unit tests only (server/vitest.rules.config.ts);
// the database plumbing around them is the server tests' (pnpm vitest run) to guard.
import domain from './stryker.config.mjs';

export default {
  ...domain,
  vitest: { ...domain.vitest, configFile: 'server/vitest.rules.config.ts' },
  mutate: [
    'server/src/core/access.ts',
    // memoryLookupBudget; the Redis budget's script is judged against a Redis
    // (rate-limit-redis.test.ts), not here.
    'server/src/core/lookup-budget.ts:18-46',
    // addYears (the horizon of validityBounds); swedishDate's cache is no rule.
    'server/src/core/clock.ts:19-23',
    // effectiveStatus and the status lists; the rest of the file reads the database.
    'server/src/fullmakt/fullmakt-dto.ts:43-59',
    'server/src/fullmakt/fullmakt-dto.ts:72-72',
    'server/src/fullmakt/end-rules.ts',
    'server/src/fullmakt/lookup-charge.ts',
    'server/src/fullmakt/permissions-check.ts',
    'server/src/fullmakt/validity.ts',
  ],
  // The status lists are module constants (static mutants): few, and the rule tests take
  // well under a second, so they are judged too (the domain run leaves its schemas out).
  ignoreStatic: false,
  ignorePatterns: [...domain.ignorePatterns, '!/server', '/server/dist', '/server/data'],
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  incrementalFile: 'reports/mutation/stryker-incremental-server.json',
  tempDirName: '.stryker-tmp-server',
};

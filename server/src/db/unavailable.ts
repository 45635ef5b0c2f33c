// Which errors mean "the database cannot be reached right now" rather than a fault of the
// request or of our code: the answer is then 503 with a Swedish try-later text, never a
// stack trace or the driver's message.

/** PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention). */
const pgUnavailable = /^(08|57P0[1-3])/;
/** Node's network errors when the server is not there or does not answer. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/** SQLite: another writer holds the file past the busy time-out. */
const sqliteBusy = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
/** node-postgres says these in words only (no code). */
const pgPoolMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function databasenNasInte(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) {
    return false;
  }
  const code = codeOf(error);
  if (
    code !== undefined &&
    (pgUnavailable.test(code) || networkCodes.has(code) || sqliteBusy.has(code))
  ) {
    return true;
  }
  // 57014 query_canceled: the statement time-out ended a statement that could not finish.
  if (code === '57014') {
    return true;
  }
  if (pgPoolMessages.some((text) => error.message.includes(text))) {
    return true;
  }
  return databasenNasInte(error.cause, depth + 1);
}

import { config } from 'zod/mini';

// zod compiles a fast parser for each object schema with `new Function` when the page allows
// eval, and finds out by trying once. This service's Content-Security-Policy forbids eval, so
// that probe was a CSP violation on every page (and a report to the server's error endpoint).
// jitless, set before any schema exists, skips both; zod keeps its config on globalThis, so it
// holds for every copy of zod the remotes bring too. The server keeps the compiled parsers.
config({ jitless: true });

// `pnpm dev`: the server (watch mode) on 8080, the shell's dev server on 3000 and each
// remote's on 3001-3004, all with hot reload. Open http://localhost:3000.
import { onNode24, prepare } from './tools.mjs';

await onNode24();

const pnpm = prepare();
pnpm(
  [
    '--recursive',
    '--parallel',
    '--stream',
    '--filter',
    './server',
    '--filter',
    './shell',
    '--filter',
    './mfe-*',
    'dev',
  ],
  {
    env: {
      ...process.env,
      // A development run, named so: an unnamed environment is production (core/production.ts).
      FULLMAKT_ENV: process.env.FULLMAKT_ENV ?? 'dev',
      FULLMAKT_REMOTES_FILE: new URL('../server/deploy/remotes.dev.json', import.meta.url).pathname,
      FULLMAKT_PUBLIC_URL: process.env.FULLMAKT_PUBLIC_URL ?? 'http://localhost:3000',
    },
  },
);

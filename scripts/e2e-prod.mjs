// `pnpm e2e:prod`: the grantor, organisation and holder journeys, the sign-in refusals and
// the composition isolation through the production shape's front (e2e/tests-prod, README
// "Production shape"). Brings the shape up when it is not (and down again after); one
// already up is used as it is. A step of its own, not in `npm test` (time: README).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { prodLocal } from './prod-local/layout.mjs';
import { onNode24, repoRoot, runUntilExit } from './tools.mjs';

await onNode24();
ensureChromium();
const running = existsSync(path.join(prodLocal.stateDir, 'shape.json'));
const prodLocalScript = path.join(repoRoot, 'scripts', 'prod-local.mjs');
if (!running) {
  const up = await runUntilExit(process.execPath, [prodLocalScript, 'up']);
  if (up !== 0) {
    process.exit(up);
  }
}
const started = Date.now();
const code = await runUntilExit(
  'pnpm',
  ['exec', 'playwright', 'test', '--config', 'playwright.prod.config.ts', ...process.argv.slice(2)],
  { cwd: path.join(repoRoot, 'e2e') },
);
console.info(`pnpm e2e:prod: ${((Date.now() - started) / 1000).toFixed(0)} s i Playwright`);
if (!running) {
  await runUntilExit(process.execPath, [prodLocalScript, 'down']);
}
process.exit(code);

// `npm test`: typecheck, lint, unit and server tests, mutation tests of the domain rules,
// the tests once more with the clock five years ahead, the production build, the e2e
// suite in Chromium against the real server, and the journeys through the production shape.
// Stops at the first failing step.
import { ensureChromium } from './chromium.mjs';
import { clockFreeTestFiles, ensureFaketime, runFiveYearsAhead } from './faketime.mjs';
import { runAudit } from './audit.mjs';
import { ensureKubectl } from './kubectl.mjs';
import { missingForProdShape } from './prod-local/prerequisites.mjs';
import { runLicenceCheck } from './licences.mjs';
import { createStepTimer, onNode24, prepare } from './tools.mjs';

await onNode24();

const timer = createStepTimer();
let pnpm;
timer.step('installera', () => {
  pnpm = prepare();
});
timer.step('chromium', () => ensureChromium());
timer.step('faketime', () => ensureFaketime());
// The Kubernetes manifests are rendered with it in the unit step (tooling/deploy).
timer.step('kubectl', () => ensureKubectl());
// Supply chain (issue 30 item 7): known vulnerabilities and licences of what we ship.
timer.step('sårbarhetsgranskning', () => runAudit());
timer.step('licenser', () => runLicenceCheck());
timer.step('typkontroll', () => pnpm(['typecheck']));
timer.step('lint', () => pnpm(['lint']));
timer.step('formatering', () => pnpm(['format:check']));
timer.step('enhets- och servertester', () => pnpm(['vitest', 'run']));
// Fails when the domain tests let more mutants of the rules live than the break threshold
// in stryker.config.mjs allows (issue 37). CI runs on a clean clone, without the local
// incremental file, so this is always the full run (3-4 minutes on two idle cores). The
// server's rule files (pnpm test:mutation:server) are not in this step: their full run took
// 9 minutes at load average 25-30 here, and the two together would not fit the step's 5.
timer.step('mutationstester (domänregler)', () => pnpm(['test:mutation']));
timer.step('tester, klockan +5 år', () =>
  runFiveYearsAhead([
    'vitest',
    'run',
    ...clockFreeTestFiles.flatMap((glob) => ['--exclude', glob]),
  ]),
);
timer.step('produktionsbygge', () => pnpm(['build']));
timer.step('e2e (Chromium)', () => pnpm(['e2e']));
// The journeys, the composition isolation and the faults through the production shape's
// front (issue 30 item 2-3): nginx, two server processes, PostgreSQL and Redis. Skipped
// with the reason where PostgreSQL or Redis is missing; CI requires it.
timer.step('e2e genom produktionsformen', () => {
  const why = missingForProdShape();
  if (why) {
    if (process.env.FULLMAKT_REQUIRE_PROD_SHAPE) {
      throw new Error(`${why}, och FULLMAKT_REQUIRE_PROD_SHAPE är satt.`);
    }
    console.info(`Körs inte: ${why}.`);
    return { notRun: why };
  }
  return pnpm(['e2e:prod']);
});
timer.summary();

// The licence step of `npm test` (issue 30 item 7): every production dependency's licence
// must let Fullmakt be distributed under the EUPL-1.2 (pnpm licenses list --json --prod).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './tools.mjs';

/**
 * Licences a dependency of an EUPL-1.2 work may have. The permissive ones ask only for their
 * notice to be kept, which any licence of the whole work allows. MPL-2.0 and LGPL are
 * file- or library-level copyleft that the EUPL's own compatibility appendix names (and
 * that a bundle may include unchanged). EUPL-1.2 is ours. Strong copyleft (GPL, AGPL, SSPL),
 * non-commercial or no-licence terms are not here: those fail, as does any licence not
 * listed until someone reads it and adds it with its reason.
 */
export const allowedLicences = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'CC-BY-4.0',
  'Unlicense',
  'Python-2.0',
  'Zlib',
  'MPL-2.0',
  'LGPL-2.1-only',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'EUPL-1.2',
  // Permissive without conditions (truncate-utf8-bytes, in the editor app's Decap CMS).
  'WTFPL',
]);

/**
 * Packages whose package.json names no licence, read by hand: name@version → the licence
 * their own files state. Only the exact version read is let through.
 */
export const assessedPackages = new Map([
  // Both in Decap CMS (redaktor/, the editors' app, issue 34); each README says MIT.
  ['trim@0.0.1', 'MIT (Readme.md, "The MIT License")'],
  ['semaphore@1.1.0', 'MIT (README.md, "License: MIT")'],
]);

/** Whether an SPDX expression is allowed: OR needs one side allowed, AND both. */
export function licenceAllowed(expression) {
  const text = expression.trim().replace(/^\((.*)\)$/, '$1');
  const orParts = text.split(/\s+OR\s+/);
  if (orParts.length > 1) {
    return orParts.some(licenceAllowed);
  }
  const andParts = text.split(/\s+AND\s+/);
  if (andParts.length > 1) {
    return andParts.every(licenceAllowed);
  }
  return allowedLicences.has(text);
}

/** The dependencies whose licence is not allowed, from `pnpm licenses list --json`. */
export function disallowedDependencies(report) {
  const found = [];
  for (const [licence, packages] of Object.entries(report)) {
    if (licenceAllowed(licence)) {
      continue;
    }
    for (const pkg of packages) {
      const unread = pkg.versions.filter(
        (version) => !assessedPackages.has(`${pkg.name}@${version}`),
      );
      if (unread.length > 0) {
        found.push(`${pkg.name}@${unread.join(', ')}: ${licence}`);
      }
    }
  }
  return found;
}

export function runLicenceCheck(pnpm = 'pnpm') {
  const result = spawnSync(pnpm, ['-r', 'licenses', 'list', '--json', '--prod'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`pnpm licenses list misslyckades: ${result.stderr}`);
  }
  const report = JSON.parse(result.stdout);
  const found = disallowedDependencies(report);
  if (found.length > 0) {
    throw new Error(
      `Licenser som inte går ihop med EUPL-1.2 (eller inte är bedömda, scripts/licences.mjs):\n${found.join('\n')}`,
    );
  }
  const count = Object.values(report).reduce((sum, packages) => sum + packages.length, 0);
  console.info(`${count} produktionsberoenden, alla med licenser som går ihop med EUPL-1.2.`);
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const remoteDirs = {
  info: 'mfe-info',
  privat: 'mfe-privat',
  organisation: 'mfe-organisation',
  ombud: 'mfe-ombud',
  verifiera: 'mfe-verifiera',
} as const;

export type RemoteShortName = keyof typeof remoteDirs;

/** The states of pages axe has passed, one file per e2e run (src/axe.ts). */
export const axeRunsDir = path.join(repoRoot, 'e2e', 'artifacts', 'axe-passed');

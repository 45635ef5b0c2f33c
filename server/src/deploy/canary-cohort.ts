import { createHash, randomBytes } from 'node:crypto';
import type { RemoteName } from '@fullmakt/shared/deployment';

/**
 * A browser's cohort (issue 29 item 5): a random id the server gives it in a cookie, never
 * anything about the person. Whether the browser gets a remote's canary is a pure function
 * of that id and the remote's name, so it is the same answer on every page, in every server
 * process and after every restart, with nothing stored on the server.
 */
export const cohortIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** 16 random bytes, base64url: 22 characters, 128 bits, no meaning. */
export function newCohortId(): string {
  return randomBytes(16).toString('base64url');
}

export function isCohortId(value: string | undefined): value is string {
  return value !== undefined && cohortIdPattern.test(value);
}

/**
 * Where a cohort falls for a remote: 0 to 99.99 in steps of 0.01, spread evenly. Hashed with
 * the remote's name so a browser in one remote's canary is not also in every other's.
 */
export function cohortPosition(cohort: string, remote: RemoteName): number {
  const digest = createHash('sha256').update(`${remote}:${cohort}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

/** A share of N % takes the cohorts whose position is below N. */
export function inCanaryShare(cohort: string, remote: RemoteName, share: number): boolean {
  return cohortPosition(cohort, remote) < share;
}

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pruneReleases } from './prune-releases';

let deployDir: string;
let releasesDir: string;

/** A release folder, released `minutesAgo` (its release.json's time). */
function release(app: string, version: string, minutesAgo: number): void {
  const dir = path.join(releasesDir, app, version);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'release.json');
  writeFileSync(file, JSON.stringify({ app, version }));
  const at = new Date(Date.parse('2026-11-27T12:00:00Z') - minutesAgo * 60_000);
  utimesSync(file, at, at);
}

const left = (app: string) => readdirSync(path.join(releasesDir, app)).sort();

beforeEach(() => {
  const root = mkdtempSync(path.join(tmpdir(), 'fullmakt-prune-'));
  deployDir = path.join(root, 'deploy');
  releasesDir = path.join(root, 'releases');
  mkdirSync(deployDir);
  // mfe-privat: v1 oldest … v8 newest.
  for (let n = 1; n <= 8; n += 1) {
    release('mfe-privat', `v${n}`, 100 - n);
  }
  release('mfe-ombud', 'a', 50);
  release('mfe-ombud', 'b', 40);
  release('shell', 'old-1', 500);
  release('shell', 'old-2', 400);
  release('shell', 'old-3', 300);
  release('shell', 'old-4', 200);
  mkdirSync(path.join(releasesDir, 'mfe-privat', '.bygger-v9-123'));
  writeFileSync(
    path.join(deployDir, 'remotes.test.json'),
    JSON.stringify({
      remotes: {
        mfe_privat: { stable: 'v2', previous: ['v1'] },
        mfe_ombud: '/releases/mfe-ombud/a/mf-manifest.json',
      },
    }),
  );
  writeFileSync(
    path.join(deployDir, 'remotes.prod.json'),
    JSON.stringify({
      remotes: {
        mfe_privat: { stable: 'v2', previous: [], canary: { version: 'v3', share: 10 } },
      },
    }),
  );
});

describe('pruneReleases', () => {
  it('removes only releases no environment names that are older than the newest three', () => {
    expect(pruneReleases({ deployDir, releasesDir })).toEqual({
      removed: ['mfe-privat/v5', 'mfe-privat/v4'],
      kept: 8,
    });
    // Stable and earlier (test), canary (prod), the newest three, a build under way.
    expect(left('mfe-privat')).toEqual(['.bygger-v9-123', 'v1', 'v2', 'v3', 'v6', 'v7', 'v8']);
    expect(left('mfe-ombud')).toEqual(['a', 'b']);
    // The shell is not switched by the deployment file: its releases are left alone.
    expect(left('shell')).toEqual(['old-1', 'old-2', 'old-3', 'old-4']);
  });

  it('lists without removing on a dry run, and keeps more when asked', () => {
    expect(pruneReleases({ deployDir, releasesDir, dryRun: true })).toMatchObject({
      removed: ['mfe-privat/v5', 'mfe-privat/v4'],
    });
    expect(left('mfe-privat')).toHaveLength(9);
    expect(pruneReleases({ deployDir, releasesDir, keep: 4 })).toMatchObject({
      removed: ['mfe-privat/v4'],
    });
  });

  it('removes nothing while a deploy holds a lock, or when a deployment file cannot be read', () => {
    writeFileSync(path.join(deployDir, 'remotes.test.json.lock'), '');
    expect(pruneReleases({ deployDir, releasesDir })).toEqual({
      refused: 'a deploy is running (remotes.test.json.lock); nothing removed',
    });
    rmSync(path.join(deployDir, 'remotes.test.json.lock'));
    writeFileSync(path.join(deployDir, 'remotes.prod.json'), '{ "remotes": ');
    expect(pruneReleases({ deployDir, releasesDir })).toMatchObject({
      refused: expect.stringMatching(/remotes\.prod\.json cannot be read or parsed/),
    });
    expect(existsSync(path.join(releasesDir, 'mfe-privat', 'v4'))).toBe(true);
  });
});

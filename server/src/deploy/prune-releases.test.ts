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
import { setTimeout as sleep } from 'node:timers/promises';
import { changeDeploymentFile } from './deployment-store';
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
  it('removes only releases no environment names that are older than the newest three', async () => {
    expect(await pruneReleases({ deployDir, releasesDir })).toEqual({
      removed: ['mfe-privat/v5', 'mfe-privat/v4'],
      kept: 8,
    });
    // Stable and earlier (test), canary (prod), the newest three, a build under way.
    expect(left('mfe-privat')).toEqual(['.bygger-v9-123', 'v1', 'v2', 'v3', 'v6', 'v7', 'v8']);
    expect(left('mfe-ombud')).toEqual(['a', 'b']);
    // The shell is not switched by the deployment file: its releases are left alone.
    expect(left('shell')).toEqual(['old-1', 'old-2', 'old-3', 'old-4']);
  });

  it('keeps what a remote on its own releases base names: its origin serves the same <app>/ folder', async () => {
    writeFileSync(
      path.join(deployDir, 'remotes.prod.json'),
      JSON.stringify({
        remotes: {
          mfe_privat: {
            releases: 'https://privat.fullmakt.example',
            stable: 'v4',
            previous: ['v3'],
            canary: { version: 'v5', share: 10 },
            prefixes: ['/privat'],
          },
        },
      }),
    );
    expect(await pruneReleases({ deployDir, releasesDir })).toEqual({
      removed: [],
      kept: 10,
    });
    expect(left('mfe-privat')).toEqual([
      '.bygger-v9-123',
      'v1',
      'v2',
      'v3',
      'v4',
      'v5',
      'v6',
      'v7',
      'v8',
    ]);
  });

  it('prunes a remote no build knows, and one that has left every file, by the same rule', async () => {
    for (let n = 1; n <= 4; n += 1) {
      release('mfe-verifiera', `v${n}`, 100 - n);
    }
    expect(await pruneReleases({ deployDir, releasesDir, dryRun: true })).toMatchObject({
      removed: ['mfe-privat/v5', 'mfe-privat/v4', 'mfe-verifiera/v1'],
    });
  });

  it('lists without removing on a dry run, and keeps more when asked', async () => {
    expect(await pruneReleases({ deployDir, releasesDir, dryRun: true })).toMatchObject({
      removed: ['mfe-privat/v5', 'mfe-privat/v4'],
    });
    expect(left('mfe-privat')).toHaveLength(9);
    expect(await pruneReleases({ deployDir, releasesDir, keep: 4 })).toMatchObject({
      removed: ['mfe-privat/v4'],
    });
  });

  it('takes the deploy lock: a release a deploy is about to set is not removed under it', async () => {
    const file = path.join(deployDir, 'remotes.test.json');
    let pruned: ReturnType<typeof pruneReleases> | undefined;
    const deployed = await changeDeploymentFile(
      file,
      (current) => ({
        next: {
          ...current,
          remotes: {
            ...current.remotes,
            mfe_privat: { stable: 'v4', previous: [], prefixes: ['/privat'] },
          },
        },
        log: {
          at: '2026-11-27T12:00:00.000Z',
          who: 'test',
          env: 'test',
          remote: 'mfe_privat',
          action: 'set',
          from: 'v2',
          to: 'v4',
          why: 'test',
        },
      }),
      15_000,
      // The deploy has checked v4 and read the file: a prune now must wait for its write.
      async () => {
        pruned = pruneReleases({ deployDir, releasesDir });
        await sleep(300);
      },
    );
    expect(deployed.ok).toBe(true);
    expect(await pruned).toEqual({ removed: ['mfe-privat/v5', 'mfe-privat/v1'], kept: 8 });
    expect(left('mfe-privat')).toContain('v4');
  });

  it('removes nothing while a deploy holds a lock, or when a deployment file cannot be read', async () => {
    writeFileSync(path.join(deployDir, 'remotes.test.json.lock'), '');
    expect(await pruneReleases({ deployDir, releasesDir, waitMs: 100 })).toEqual({
      refused: `another deploy holds ${path.join(deployDir, 'remotes.test.json.lock')}; nothing removed`,
    });
    rmSync(path.join(deployDir, 'remotes.test.json.lock'));
    writeFileSync(path.join(deployDir, 'remotes.prod.json'), '{ "remotes": ');
    expect(await pruneReleases({ deployDir, releasesDir })).toMatchObject({
      refused: expect.stringMatching(
        /remotes\.prod\.json kan inte läsas eller tolkas \(inte giltig JSON[^)]*\); inget togs bort$/,
      ),
    });
    expect(existsSync(path.join(releasesDir, 'mfe-privat', 'v4'))).toBe(true);
  });
});

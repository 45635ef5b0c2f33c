// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentProblem, publishInfo, releaseVersion, repoRoot } from './publish.mjs';

/** A git work tree with a copy of the content, as the editor's local backend commits in. */
function contentRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fullmakt-publish-'));
  mkdirSync(path.join(dir, 'mfe-info'));
  cpSync(path.join(repoRoot, 'mfe-info', 'content'), path.join(dir, 'mfe-info', 'content'), {
    recursive: true,
  });
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '.'],
    ['-c', 'user.name=t', '-c', 'user.email=t@example.se', 'commit', '-qm', 'innehåll'],
  ]) {
    expect(spawnSync('git', args, { cwd: dir }).status).toBe(0);
  }
  return dir;
}

/** The commands publishInfo runs, recorded; each answers as the real one does on success. */
function recorder() {
  const calls: string[][] = [];
  const run = ((command: string, args: string[]) => {
    calls.push([path.basename(command), ...args]);
    return { status: 0, stdout: '', stderr: '' };
  }) as unknown as typeof spawnSync;
  return { calls, run };
}

function options(repo: string, work: string) {
  return {
    contentRepo: repo,
    releasesDir: path.join(work, 'releases'),
    deployDir: path.join(work, 'deploy'),
    deployEnv: 'test',
    site: 'http://localhost:1',
    who: 'test',
    today: '2026-11-27',
  };
}

// Each test makes a git work tree and reads every content file: seconds on a busy machine.
describe(
  'publish: a release of mfe-info alone, set in the deployment file',
  { timeout: 30_000 },
  () => {
    it('releases mfe-info, and only mfe-info, then sets that version for mfe_info', () => {
      const repo = contentRepo();
      const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-publish-work-'));
      const { calls, run } = recorder();
      const result = publishInfo(options(repo, work), { run });
      expect(result).toMatchObject({ ok: true, reused: false, waiting: [] });
      const version = result.ok ? result.version : '';
      expect(calls).toEqual([
        [
          path.basename(process.execPath),
          'scripts/release.mjs',
          'mfe-info',
          '--releases',
          path.join(work, 'releases'),
          '--version',
          version,
        ],
        [
          path.basename(process.execPath),
          '--import',
          'tsx',
          'src/deploy/cli.ts',
          'set',
          'test',
          'mfe_info',
          version,
          '--why',
          'redaktör: innehåll',
        ],
      ]);
    });

    it('reuses the release when the same content is published again the same day', () => {
      const repo = contentRepo();
      const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-publish-work-'));
      const first = publishInfo(options(repo, work), recorder());
      const version = first.ok ? first.version : '';
      mkdirSync(path.join(work, 'releases', 'mfe-info', version), { recursive: true });
      writeFileSync(path.join(work, 'releases', 'mfe-info', version, 'release.json'), '{}');
      const { calls, run } = recorder();
      expect(publishInfo(options(repo, work), { run })).toMatchObject({
        ok: true,
        reused: true,
        version,
      });
      expect(calls.map((call) => call[1])).toEqual(['--import']);
    });

    it('publishes nothing when a file breaks a content rule, and says which', () => {
      const repo = contentRepo();
      writeFileSync(
        path.join(repo, 'mfe-info', 'content', 'om-oss.md'),
        '---\ntitle: Om oss\nbreadcrumb: Om oss\ndescription: I.\n---\n\nLäs [här](/info/kakor).\n',
      );
      const { calls, run } = recorder();
      const result = publishInfo(options(repo, mkdtempSync(path.join(tmpdir(), 'w-'))), { run });
      expect(result).toEqual({
        ok: false,
        message: expect.stringMatching(
          /om-oss\.md, rad 7: Länktexten "här" säger inte vart länken leder/,
        ),
      });
      expect(calls).toEqual([]);
    });

    it('lets a news item wait for its date: named as waiting, and a new version on its day', () => {
      const repo = contentRepo();
      writeFileSync(
        path.join(repo, 'mfe-info', 'content', 'nyheter', '2026-12-01-ny-tjanst.md'),
        '---\ndate: 2026-12-01\ntitle: Ny tjänst\n---\n\nText.\n',
      );
      const work = mkdtempSync(path.join(tmpdir(), 'fullmakt-publish-work-'));
      const before = publishInfo(options(repo, work), recorder());
      const onTheDay = publishInfo({ ...options(repo, work), today: '2026-12-01' }, recorder());
      expect(before).toMatchObject({ ok: true, waiting: ['2026-12-01'] });
      expect(onTheDay).toMatchObject({ ok: true, waiting: [] });
      expect(before.ok && onTheDay.ok && before.version !== onTheDay.version).toBe(true);
    });

    it('names the code, the content and the newest news shown in the version', () => {
      expect(
        releaseVersion({
          packageVersion: '0.1.0',
          codeCommit: 'abcdef0123',
          contentCommit: '9876543210',
          newestShown: '2026-11-02',
        }),
      ).toBe('0.1.0-abcdef0-c9876543-n20261102');
    });

    it('checks every content file in the repo as the build does', () => {
      expect(contentProblem(path.join(repoRoot, 'mfe-info', 'content'))).toBeUndefined();
    });
  },
);

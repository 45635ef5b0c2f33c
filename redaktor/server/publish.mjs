// Publish = a release of mfe-info alone, set live in the deployment file (README "Deploying
// one remote"): `pnpm release mfe-info` with the editors' content, then `pnpm deploy:set`.
// No other app is built. The version names the code commit, the content commit and the
// newest news date already shown, so publishing the same content on the same day again
// reuses the release (a release is never overwritten), and a news item whose day has come
// makes a new one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { infoSlugsIn } from '../../mfe-info/build/compile-markdown.mjs';
import { checkContentFile, newsFolder } from '../../mfe-info/build/content-rules.mjs';
import { newsVisibleOn, todayInSweden, waitingNewsDates } from '../../mfe-info/build/news.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{
 *   contentRepo: string;          // the git work tree the editor's saves are committed in
 *   releasesDir: string;
 *   deployDir: string;
 *   deployEnv: string;            // `local` is remotes.json
 *   site: string;                 // the running site deploy:set checks the release against
 *   who: string;
 *   allowDirty?: boolean;         // the code tree may have uncommitted changes (tests)
 *   today?: string;               // YYYY-MM-DD, else today in Sweden
 * }} PublishOptions
 *
 * @typedef {{ ok: true; version: string; reused: boolean; waiting: string[]; seconds: number }
 *   | { ok: false; message: string }} PublishResult
 */

/**
 * @param {string} cwd
 * @param {string[]} args
 */
function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

/**
 * Every content file, checked with the build's rules before anything is built: a file
 * that breaks one is never published (the editor was told before saving; this is the
 * same refusal for a file changed some other way).
 *
 * @param {string} contentDir
 * @returns {string | undefined} the first problem, in Swedish
 */
export function contentProblem(contentDir) {
  const infoSlugs = infoSlugsIn(contentDir);
  const newsDir = path.join(contentDir, newsFolder);
  const files = [
    ...readdirSync(contentDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(contentDir, name)),
    ...(existsSync(newsDir)
      ? readdirSync(newsDir)
          .filter((name) => name.endsWith('.md'))
          .map((name) => path.join(newsDir, name))
      : []),
  ];
  for (const file of files) {
    try {
      checkContentFile(readFileSync(file, 'utf8'), { file, infoSlugs });
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  return undefined;
}

/**
 * @param {string} contentDir
 * @returns {{ name: string; file: string }[]}
 */
function newsFiles(contentDir) {
  const dir = path.join(contentDir, newsFolder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => ({ name, file: path.join(dir, name) }))
    : [];
}

/**
 * The release version for this code, this content and this day's news.
 *
 * @param {{ packageVersion: string; codeCommit: string; contentCommit: string; newestShown: string | undefined }} parts
 */
export function releaseVersion({ packageVersion, codeCommit, contentCommit, newestShown }) {
  const news = newestShown === undefined ? 'n0' : `n${newestShown.replaceAll('-', '')}`;
  return `${packageVersion}-${codeCommit.slice(0, 7)}-c${contentCommit.slice(0, 7)}-${news}`;
}

/**
 * @param {PublishOptions} options
 * @param {{ run?: typeof spawnSync }} [deps]
 * @returns {PublishResult}
 */
export function publishInfo(options, { run = spawnSync } = {}) {
  const started = Date.now();
  const contentDir = path.join(options.contentRepo, 'mfe-info', 'content');
  const problem = contentProblem(contentDir);
  if (problem) {
    return { ok: false, message: problem };
  }
  const today = options.today ?? todayInSweden();
  const news = newsFiles(contentDir);
  const version = releaseVersion({
    packageVersion: JSON.parse(
      readFileSync(path.join(repoRoot, 'mfe-info', 'package.json'), 'utf8'),
    ).version,
    codeCommit: git(repoRoot, 'rev-parse', 'HEAD'),
    contentCommit: git(options.contentRepo, 'rev-parse', 'HEAD'),
    newestShown: newsVisibleOn(news, today)[0]?.date,
  });
  const env = {
    ...process.env,
    FULLMAKT_INFO_CONTENT_DIR: contentDir,
    FULLMAKT_INFO_TODAY: today,
    FULLMAKT_DEPLOY_DIR: options.deployDir,
    FULLMAKT_DEPLOY_SITE: options.site,
    FULLMAKT_DEPLOY_WHO: options.who,
  };
  const reused = existsSync(path.join(options.releasesDir, 'mfe-info', version, 'release.json'));
  if (!reused) {
    const release = run(
      process.execPath,
      [
        'scripts/release.mjs',
        'mfe-info',
        '--releases',
        options.releasesDir,
        '--version',
        version,
        ...(options.allowDirty ? ['--allow-dirty'] : []),
      ],
      { cwd: repoRoot, encoding: 'utf8', env },
    );
    if (release.status !== 0) {
      return {
        ok: false,
        message: `bygget av informationssidorna misslyckades (${String(release.stderr).trim().split('\n').at(-1)})`,
      };
    }
  }
  const subject = git(options.contentRepo, 'log', '-1', '--format=%s');
  const deploy = run(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/deploy/cli.ts',
      'set',
      options.deployEnv,
      'mfe_info',
      version,
      '--why',
      `redaktör: ${subject}`,
    ],
    { cwd: path.join(repoRoot, 'server'), encoding: 'utf8', env },
  );
  if (deploy.status !== 0) {
    return {
      ok: false,
      message: `releasen kunde inte sättas i drift (${`${deploy.stdout}${deploy.stderr}`.trim().split('\n').at(-1)})`,
    };
  }
  return {
    ok: true,
    version,
    reused,
    waiting: waitingNewsDates(news, today),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

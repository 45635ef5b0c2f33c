import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The remotes of the workspace, for the single-bundle build mode only. */
const remoteFolders = ['mfe-info', 'mfe-privat', 'mfe-organisation', 'mfe-ombud', 'mfe-verifiera'];

const ruleKey = (rule) => `${String(rule.test)}|${rule.loader ?? ''}|${rule.type ?? ''}`;

/**
 * A remote may add to the shared configuration (mfe-info compiles Markdown, say). When the
 * shell is built as one ordinary bundle that imports every remote's routes, it needs those
 * additions too, so this reads each remote's own Rspack config and returns what it adds:
 * aliases, and module rules the shared configuration does not have.
 */
export async function remoteBuildExtensions(repoRoot, env, argv, baseRules) {
  const known = new Set(baseRules.map(ruleKey));
  const alias = {};
  const rules = [];
  for (const folder of remoteFolders) {
    const file = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
    const { default: remoteConfig } = await import(file);
    const config = await remoteConfig(env, argv);
    Object.assign(alias, config.resolve?.alias ?? {});
    for (const rule of config.module?.rules ?? []) {
      if (!known.has(ruleKey(rule))) {
        rules.push(rule);
        known.add(ruleKey(rule));
      }
    }
  }
  return { alias, rules };
}

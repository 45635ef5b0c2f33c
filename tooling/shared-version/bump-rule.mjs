// The version rule of @fullmakt/shared (issue 18 item 6). The package is one singleton at
// run time: a remote built against an older release runs on the shell's newer one. So an
// export that disappears or changes kind (a value becomes a type only) breaks remotes
// already deployed and needs a new major version, which the shell refuses to mix with
// remotes of another major (shared-singletons.mjs); an added export needs at least a new
// minor version, so a remote that uses it can require it. A patch changes no export.

/**
 * The exported names of each entry point, each a `value` (exists at run time) or a `type`.
 * @typedef {Record<string, Record<string, 'value' | 'type'>>} ExportSurface
 */

/** @param {string} text */
export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) {
    throw new Error(`Inte en version (major.minor.patch): ${text}`);
  }
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

/**
 * @param {{ major: number; minor: number; patch: number }} a
 * @param {{ major: number; minor: number; patch: number }} b
 */
function compare(a, b) {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/**
 * What changed, as `entry name`: `breaking` gone or no longer a value, `added` new or now a
 * value as well.
 *
 * @param {ExportSurface} before
 * @param {ExportSurface} after
 */
export function surfaceChange(before, after) {
  /** @type {string[]} */
  const breaking = [];
  /** @type {string[]} */
  const added = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    for (const [name, kind] of Object.entries(was)) {
      if (is[name] === undefined || (kind === 'value' && is[name] === 'type')) {
        breaking.push(`${entry} ${name}`);
      }
    }
    for (const [name, kind] of Object.entries(is)) {
      if (was[name] === undefined || (kind === 'value' && was[name] === 'type')) {
        added.push(`${entry} ${name}`);
      }
    }
  }
  return { breaking: breaking.sort(), added: added.sort() };
}

/**
 * What is wrong with releasing `candidate` after `released`: nothing (an empty list), or
 * one sentence per problem.
 *
 * @param {{ version: string; surface: ExportSurface }} released
 * @param {{ version: string; surface: ExportSurface }} candidate
 * @returns {string[]}
 */
export function bumpProblems(released, candidate) {
  const from = parseVersion(released.version);
  const to = parseVersion(candidate.version);
  if (compare(to, from) < 0) {
    return [`Versionen ${candidate.version} är äldre än den utgivna ${released.version}.`];
  }
  const { breaking, added } = surfaceChange(released.surface, candidate.surface);
  const problems = [];
  if (breaking.length > 0 && to.major === from.major) {
    problems.push(
      `Borttagna eller ändrade exporter kräver en ny major-version (${from.major + 1}.0.0), ` +
        `annars går redan driftsatta remotes sönder: ${breaking.join(', ')}.`,
    );
  }
  if (added.length > 0 && to.major === from.major && to.minor === from.minor) {
    problems.push(
      `Nya exporter kräver minst en ny minor-version (${from.major}.${from.minor + 1}.0): ` +
        `${added.join(', ')}.`,
    );
  }
  return problems;
}

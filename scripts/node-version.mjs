// Which Node the project runs on (issue 18 item 1). Pure rules, kept apart from
// tools.mjs so that scripts/node-version.test.mjs can check them without installing anything.

/** The major version the project needs; the scripts bring it when the machine's is older. */
export const requiredNodeMajor = 24;

/** The exact release the scripts install into .tools/node (npm package node-<platform>-<arch>). */
export const broughtNodeVersion = '24.21.0';

/** `v24.1.0` or `24.1.0` -> [24, 1, 0]; anything else -> undefined. */
export function parseNodeVersion(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Negative, zero or positive, as `a` is older than, equal to or newer than `b`. */
export function compareNodeVersions(a, b) {
  const left = parseNodeVersion(a);
  const right = parseNodeVersion(b);
  if (!left || !right) {
    throw new Error(`Ogiltig Node-version: ${left ? b : a}`);
  }
  for (let i = 0; i < 3; i += 1) {
    if (left[i] !== right[i]) {
      return left[i] - right[i];
    }
  }
  return 0;
}

/**
 * What the scripts do on the Node they were started with: `run` here when it is new
 * enough, otherwise `bring` Node 24 (the npm package for this platform) and run on it,
 * or `refuse` with a message on a platform no such package exists for.
 */
export function nodeDecision(version, platform, arch) {
  if (compareNodeVersions(version, `${requiredNodeMajor}.0.0`) >= 0) {
    return { action: 'run' };
  }
  const packageName = nodePackageName(platform, arch);
  if (!packageName) {
    return { action: 'refuse' };
  }
  return { action: 'bring', packageName, version: broughtNodeVersion };
}

/**
 * The npm package that holds Node's binary for this platform, or undefined. Only Linux:
 * the macOS packages stop before 24.21 and Windows ones are laid out differently, so
 * there the README's "install Node 24 (.nvmrc)" applies.
 */
export function nodePackageName(platform, arch) {
  return platform === 'linux' && (arch === 'x64' || arch === 'arm64')
    ? `node-linux-${arch}`
    : undefined;
}

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

/**
 * The Kubernetes checks render deploy/k8s with `kubectl kustomize`. Installs kubectl with apt
 * when it is missing and an apt source offers it (Debian packages only kubernetes-client
 * 1.20, too old for the overlays; the Kubernetes project's apt repository, pkgs.k8s.io, or
 * Google's cloud SDK source offers a current one); otherwise the step is shown as not run
 * and the checks are skipped (tooling/deploy/kubectl-missing.mjs), or fails in CI.
 */
export function ensureKubectl() {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0) {
    return undefined;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const candidate = isRoot && existsSync('/usr/bin/apt-get') ? aptCandidate() : undefined;
  if (candidate) {
    console.info(`Installerar kubectl ${candidate} med apt ...`);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'kubectl']);
    return undefined;
  }
  const why = 'kubectl saknas och ingen apt-källa erbjuder paketet (https://pkgs.k8s.io)';
  // CI must run the Kubernetes checks; a developer's machine skips them and says so.
  if (process.env.FULLMAKT_REQUIRE_KUBECTL) {
    throw new Error(`${why}.`);
  }
  return { notRun: why };
}

function aptCandidate() {
  run('apt-get', ['update']);
  const policy = execFileSync('apt-cache', ['policy', 'kubectl'], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy)?.[1];
  return candidate && candidate !== '(none)' ? candidate : undefined;
}

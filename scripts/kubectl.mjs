import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './tools.mjs';

/**
 * The Kubernetes checks render deploy/k8s with `kubectl kustomize`. Installs kubectl with apt
 * when it is missing and an apt source offers it (Debian itself packages no kubectl; the
 * Kubernetes project's apt repository, pkgs.k8s.io, or Google's cloud SDK source does);
 * otherwise says what to do.
 */
export function ensureKubectl() {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0) {
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const candidate = isRoot && existsSync('/usr/bin/apt-get') ? aptCandidate() : undefined;
  if (!candidate) {
    throw new Error(
      'kubectl saknas och ingen apt-källa erbjuder paketet. Lägg till Kubernetes apt-källa (https://pkgs.k8s.io) och kör sudo apt-get install kubectl.',
    );
  }
  console.info(`Installerar kubectl ${candidate} med apt ...`);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'kubectl']);
}

function aptCandidate() {
  run('apt-get', ['update']);
  const policy = execFileSync('apt-cache', ['policy', 'kubectl'], { encoding: 'utf8' });
  const candidate = /Candidate:\s*(\S+)/.exec(policy)?.[1];
  return candidate && candidate !== '(none)' ? candidate : undefined;
}

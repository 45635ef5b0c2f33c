// Why the Kubernetes checks cannot run here, or undefined when they can. Debian packages a
// kubectl only as kubernetes-client 1.20, whose kustomize (v2) cannot render these overlays
// (labels, per-generator options); a newer kubectl comes from the Kubernetes project's apt
// source (pkgs.k8s.io) or Google's cloud SDK source. A developer without one sees the checks
// skipped with this reason; CI (.ci/run sets FULLMAKT_REQUIRE_KUBECTL) fails instead.
import { spawnSync } from 'node:child_process';

export function kubectlMissing() {
  const version = spawnSync('kubectl', ['version', '--client', '-o', 'json'], {
    encoding: 'utf8',
  });
  if (version.status !== 0) {
    return 'kubectl saknas (installera det från https://pkgs.k8s.io)';
  }
  const kustomize = /"kustomizeVersion":\s*"v(\d+)/.exec(version.stdout)?.[1];
  if (kustomize === undefined || Number(kustomize) < 4) {
    return `kubectl har kustomize ${kustomize ?? 'okänd'}, de här överlagren kräver v4 eller senare`;
  }
  return undefined;
}

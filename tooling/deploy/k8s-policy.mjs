// What every object of deploy/k8s must be, beyond the Kubernetes schemas: issue 30 item 5's
// rules as code. Returns one line per breach, naming the object and the container.

/** Workloads that run for good: their containers need every probe. */
const longRunning = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);
const withPods = new Set([...longRunning, 'Job', 'CronJob', 'ReplicaSet', 'Pod']);
/**
 * A real digest, as a registry names a built image's manifest: `@sha256:` and 64 lowercase
 * hex digits (e.g. `registry.example/fullmakt/server@sha256:3f1c…9a0e`), the hash of what
 * was pushed. A tag (`:1.2.3`) can be moved to other bytes; a digest cannot.
 */
const pinnedDigest = /@sha256:[0-9a-f]{64}$/;
/**
 * What the committed prod overlay holds until a team's release pipeline writes the digests
 * of the images it built (README "Kubernetes"): no image has it, so applying it would fail
 * to pull. The committed overlay is checked with it allowed; `pnpm deploy:k8s-check prod`,
 * run before an apply, refuses it.
 */
export const placeholderDigest = `sha256:${'0'.repeat(64)}`;

/**
 * The release version the committed overlays' deployment files name until a team sets the
 * releases it built (README "Kubernetes"): no remote's image holds it. Let pass like the
 * placeholder digest in the check of the committed overlays, refused by
 * `pnpm deploy:k8s-check`.
 */
export const placeholderVersion = '0.0.0-platshallare';

/** The ConfigMap the servers read the deployment file from (a remote deploy changes it). */
const deploymentConfigMap = 'fullmakt-deployment';

/**
 * The deployment file's breaches: each remote in the released form (so `deploy:set` and
 * its checks, lock and log are how it changes), with the https origin the Ingress gives the
 * remote's own Service as its releases base (`<origin>/<version>/`, the image's layout).
 */
function deploymentFileBreaches(objects, allowPlaceholders) {
  const configMap = objects.find(
    (o) => o.kind === 'ConfigMap' && o.metadata?.name === deploymentConfigMap,
  );
  const where = `ConfigMap/${deploymentConfigMap} remotes.json`;
  let file;
  try {
    file = JSON.parse(configMap?.data?.['remotes.json'] ?? '');
  } catch {
    return [`${where}: saknas eller är ingen JSON`];
  }
  const originOf = new Map();
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const route of rule.http?.paths ?? []) {
        if (route.path === '/' && route.backend?.service?.name) {
          originOf.set(route.backend.service.name, `https://${rule.host}`);
        }
      }
    }
  }
  const breaches = [];
  for (const [remote, entry] of Object.entries(file.remotes ?? {})) {
    const origin = originOf.get(`fullmakt-${remote.replace('_', '-')}`);
    if (typeof entry !== 'object' || entry === null || typeof entry.stable !== 'string') {
      breaches.push(
        `${where}: ${remote} är inte en utgåva (stable, releases): bara en utgåva kan driftsättas med deploy:set`,
      );
    } else if (origin === undefined || entry.releases?.replace(/\/+$/, '') !== origin) {
      breaches.push(
        `${where}: ${remote} har releases ${entry.releases ?? '(ingen)'}, inte sitt eget ursprung ${origin ?? '(ingen Ingress till fullmakt-' + remote.replace('_', '-') + ')'}`,
      );
    } else if (
      !allowPlaceholders &&
      [entry.stable, entry.canary?.version].includes(placeholderVersion)
    ) {
      breaches.push(
        `${where}: ${remote} har platshållarens version ${placeholderVersion}, inte en släppt utgåva (sätt den: README "Kubernetes")`,
      );
    }
  }
  return breaches;
}

function podSpecOf(object) {
  if (object.kind === 'Pod') {
    return object.spec;
  }
  if (object.kind === 'CronJob') {
    return object.spec?.jobTemplate?.spec?.template?.spec;
  }
  return object.spec?.template?.spec;
}

/**
 * @param {Record<string, any>[]} objects the rendered overlay
 * @param {{ env: string, placeholderDigests?: boolean }} options prod asks every image
 *   pinned by a real digest; `placeholderDigests` lets the committed overlay's placeholders
 *   pass (the zeros of its digests, the placeholder version of its releases)
 * @returns {string[]}
 */
export function policyBreaches(objects, { env, placeholderDigests = false }) {
  const breaches = deploymentFileBreaches(objects, placeholderDigests);
  for (const object of objects) {
    const name = `${object.kind}/${object.metadata?.name}`;
    if (object.kind === 'Secret' && (object.data || object.stringData)) {
      breaches.push(
        `${name}: en Secret med värden; hemligheter refereras bara, de checkas aldrig in`,
      );
    }
    if (!withPods.has(object.kind)) {
      continue;
    }
    const pod = podSpecOf(object) ?? {};
    if (pod.automountServiceAccountToken !== false) {
      breaches.push(`${name}: automountServiceAccountToken är inte false`);
    }
    if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault') {
      breaches.push(`${name}: seccompProfile är inte RuntimeDefault`);
    }
    for (const container of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      const where = `${name} container ${container.name}`;
      const security = container.securityContext ?? {};
      const nonRoot = security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      const user = security.runAsUser ?? pod.securityContext?.runAsUser;
      if (nonRoot !== true || user === 0) {
        breaches.push(`${where}: kör inte som icke-root (runAsNonRoot)`);
      }
      if (security.readOnlyRootFilesystem !== true) {
        breaches.push(`${where}: rotfilsystemet är inte skrivskyddat`);
      }
      if (security.allowPrivilegeEscalation !== false) {
        breaches.push(`${where}: allowPrivilegeEscalation är inte false`);
      }
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          if (!container.resources?.[kind]?.[resource]) {
            breaches.push(`${where}: saknar resources.${kind}.${resource}`);
          }
        }
      }
      if (longRunning.has(object.kind)) {
        for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          if (!container[probe]) {
            breaches.push(`${where}: saknar ${probe}`);
          }
        }
      }
      const image = container.image ?? '';
      if (env === 'prod' && !pinnedDigest.test(image)) {
        breaches.push(`${where}: avbildningen ${image} är inte låst till en digest`);
      } else if (env === 'prod' && image.endsWith(`@${placeholderDigest}`) && !placeholderDigests) {
        breaches.push(
          `${where}: avbildningen ${image} har platshållarens digest, inte den byggda avbildningens (sätt den: README "Kubernetes")`,
        );
      }
    }
  }
  return breaches;
}

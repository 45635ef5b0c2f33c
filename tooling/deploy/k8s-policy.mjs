// What every object of deploy/k8s must be, beyond the Kubernetes schemas: issue 30 item 5's
// rules as code. Returns one line per breach, naming the object and the container.

/** Workloads that run for good: their containers need every probe. */
const longRunning = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);
const withPods = new Set([...longRunning, 'Job', 'CronJob', 'ReplicaSet', 'Pod']);
const pinnedDigest = /@sha256:[0-9a-f]{64}$/;

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
 * @param {{ env: string }} options prod asks every image pinned by digest
 * @returns {string[]}
 */
export function policyBreaches(objects, { env }) {
  const breaches = [];
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
      if (env === 'prod' && !pinnedDigest.test(container.image ?? '')) {
        breaches.push(`${where}: avbildningen ${container.image} är inte låst till en digest`);
      }
    }
  }
  return breaches;
}

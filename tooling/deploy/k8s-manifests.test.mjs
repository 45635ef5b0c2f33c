// Issue 30 item 6: every overlay of deploy/k8s renders with `kubectl kustomize`, every object
// is valid against the Kubernetes schemas (kubernetes-models), and the policy holds.
import { describe, expect, it } from 'vitest';
import { policyBreaches } from './k8s-policy.mjs';
import { overlays, renderOverlay } from './render.mjs';

/**
 * kubernetes-models compiles a schema validator per kind on first use: 4-8 s for an overlay
 * on this 2-core machine under the load of a CI run (load average 20).
 */
const compileTimeout = { timeout: 60_000 };

/** The kubernetes-models module of an apiVersion: `v1` → core, `apps/v1` → apps/v1. */
async function modelOf(object) {
  const group = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
  const models = await import(`kubernetes-models/${group}`);
  const Model = models[object.kind];
  if (!Model) {
    throw new Error(`Okänd typ ${object.apiVersion} ${object.kind}`);
  }
  return Model;
}

describe.each(overlays)('deploy/k8s overlay %s', (overlay) => {
  const objects = renderOverlay(overlay);

  it('renders the whole shape', () => {
    const kinds = objects.map((object) => `${object.kind}/${object.metadata.name}`);
    for (const expected of [
      'Deployment/fullmakt-server',
      'Service/fullmakt-server',
      'PodDisruptionBudget/fullmakt-server',
      'HorizontalPodAutoscaler/fullmakt-server',
      'Job/fullmakt-migrate',
      'Ingress/fullmakt',
      'ConfigMap/fullmakt-deployment',
      'NetworkPolicy/fullmakt-default-deny',
      'NetworkPolicy/fullmakt-server',
      ...['info', 'privat', 'organisation', 'ombud', 'verifiera'].flatMap((app) => [
        `Deployment/fullmakt-mfe-${app}`,
        `Service/fullmakt-mfe-${app}`,
      ]),
    ]) {
      expect(kinds).toContain(expected);
    }
    const server = objects.find(
      (o) => o.kind === 'Deployment' && o.metadata.name === 'fullmakt-server',
    );
    expect(server.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(server.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(objects.find((o) => o.kind === 'Ingress').spec.tls).not.toHaveLength(0);
  });

  it('validates every object against the Kubernetes schemas', compileTimeout, async () => {
    const invalid = [];
    for (const object of objects) {
      try {
        const Model = await modelOf(object);
        new Model(object).validate();
      } catch (error) {
        invalid.push(`${object.kind}/${object.metadata?.name}: ${error.message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('keeps the policy (the placeholder digests aside)', () => {
    expect(policyBreaches(objects, { env: overlay, placeholderDigests: true })).toEqual([]);
  });

  // What `pnpm deploy:k8s-check` refuses until a team sets the digests (prod) and the
  // released versions: those and nothing else.
  it('is short of nothing but real digests and released versions', () => {
    const breaches = policyBreaches(objects, { env: overlay });
    expect(
      breaches.filter(
        (line) =>
          !line.includes('platshållarens digest') && !line.includes('platshållarens version'),
      ),
    ).toEqual([]);
    expect(breaches.filter((line) => line.includes('platshållarens version'))).toHaveLength(5);
  });
});

it('the schema check refuses an object that breaks the schema', compileTimeout, async () => {
  const [server] = renderOverlay('test').filter((o) => o.kind === 'Deployment');
  const broken = structuredClone(server);
  broken.spec.replicas = 'två';
  const Model = await modelOf(broken);
  expect(() => new Model(broken).validate()).toThrow(/replicas/);
});

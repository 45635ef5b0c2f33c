// Each policy rule fails on a fixture broken in just that way (taken from the rendered prod
// overlay, which keeps them all).
import { describe, expect, it } from 'vitest';
import { policyBreaches } from './k8s-policy.mjs';
import { renderOverlay } from './render.mjs';

const prod = renderOverlay('prod');
const serverIndex = prod.findIndex(
  (o) => o.kind === 'Deployment' && o.metadata.name === 'fullmakt-server',
);

/** The prod objects with the server's container changed by `breakIt`. */
function withServerContainer(breakIt) {
  const objects = structuredClone(prod);
  breakIt(
    objects[serverIndex].spec.template.spec.containers[0],
    objects[serverIndex].spec.template.spec,
  );
  return objects;
}

describe('the deploy/k8s policy', () => {
  it('passes the prod overlay as it is', () => {
    expect(policyBreaches(prod, { env: 'prod' })).toEqual([]);
  });

  it.each(['startupProbe', 'livenessProbe', 'readinessProbe'])(
    'fails on a container without %s',
    (probe) => {
      const objects = withServerContainer((container) => {
        container[probe] = undefined;
      });
      expect(policyBreaches(objects, { env: 'prod' })).toEqual([
        `Deployment/fullmakt-server container server: saknar ${probe}`,
      ]);
    },
  );

  it('fails on a container without limits', () => {
    const objects = withServerContainer((container) => {
      delete container.resources.limits;
    });
    expect(policyBreaches(objects, { env: 'prod' })).toEqual([
      'Deployment/fullmakt-server container server: saknar resources.limits.cpu',
      'Deployment/fullmakt-server container server: saknar resources.limits.memory',
    ]);
  });

  it('fails on a container that may run as root', () => {
    const objects = withServerContainer((_container, pod) => {
      delete pod.securityContext.runAsNonRoot;
    });
    expect(policyBreaches(objects, { env: 'prod' })).toEqual([
      'Deployment/fullmakt-server container server: kör inte som icke-root (runAsNonRoot)',
    ]);
  });

  it('fails on an image without a pinned digest in prod, not in test', () => {
    const objects = withServerContainer((container) => {
      container.image = 'registry.fullmakt.example/fullmakt/server:1.2.3';
    });
    expect(policyBreaches(objects, { env: 'prod' })).toEqual([
      'Deployment/fullmakt-server container server: avbildningen registry.fullmakt.example/fullmakt/server:1.2.3 är inte låst till en digest',
    ]);
    expect(policyBreaches(objects, { env: 'test' })).toEqual([]);
  });

  it('fails on a Secret with a value', () => {
    const secret = {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: 'fullmakt-server' },
      stringData: { FULLMAKT_SECRET: 'inte-har' },
    };
    expect(policyBreaches([...prod, secret], { env: 'prod' })).toEqual([
      'Secret/fullmakt-server: en Secret med värden; hemligheter refereras bara, de checkas aldrig in',
    ]);
  });
});

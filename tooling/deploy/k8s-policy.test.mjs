// Each policy rule fails on a fixture broken in just that way (taken from the rendered prod
// overlay, which keeps them all).
import { describe, expect, it } from 'vitest';
import { placeholderDigest, placeholderVersion, policyBreaches } from './k8s-policy.mjs';
import { renderOverlay } from './render.mjs';

/**
 * The prod overlay as a release pipeline leaves it: the committed placeholder digests
 * replaced by a real one (the form a registry gives; a pipeline writes each pushed image's),
 * and the placeholder release versions by a released one.
 */
const prod = JSON.parse(
  JSON.stringify(renderOverlay('prod'))
    .replaceAll(placeholderDigest, `sha256:${'5e'.repeat(32)}`)
    .replaceAll(placeholderVersion, '1.4.0-3c9e0aa'),
);
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
  it('passes the prod overlay with its digests set', () => {
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

  it("fails on the placeholder digest in prod unless the committed overlay's check allows it", () => {
    const placeholder = `registry.fullmakt.example/fullmakt/server@${placeholderDigest}`;
    const objects = withServerContainer((container) => {
      container.image = placeholder;
    });
    expect(policyBreaches(objects, { env: 'prod' })).toEqual([
      `Deployment/fullmakt-server container server: avbildningen ${placeholder} har platshållarens digest, inte den byggda avbildningens (sätt den: README "Kubernetes")`,
    ]);
    expect(policyBreaches(objects, { env: 'prod', placeholderDigests: true })).toEqual([]);
  });

  it('passes a real digest in prod, and refuses one that is not 64 hex digits', () => {
    const real = `registry.fullmakt.example/fullmakt/server@sha256:${'3f1c9a0e'.repeat(8)}`;
    expect(
      policyBreaches(
        withServerContainer((container) => {
          container.image = real;
        }),
        { env: 'prod' },
      ),
    ).toEqual([]);
    const short = `registry.fullmakt.example/fullmakt/server@sha256:${'3f1c9a0e'.repeat(7)}`;
    expect(
      policyBreaches(
        withServerContainer((container) => {
          container.image = short;
        }),
        { env: 'prod' },
      ),
    ).toEqual([
      `Deployment/fullmakt-server container server: avbildningen ${short} är inte låst till en digest`,
    ]);
  });

  /** The prod objects with the deployment file's remotes changed by `breakIt`. */
  function withDeploymentFile(breakIt) {
    const objects = structuredClone(prod);
    const configMap = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === 'fullmakt-deployment',
    );
    const file = JSON.parse(configMap.data['remotes.json']);
    breakIt(file.remotes);
    configMap.data['remotes.json'] = JSON.stringify(file);
    return objects;
  }
  const where = 'ConfigMap/fullmakt-deployment remotes.json';

  it('fails on a remote of the deployment file not in the released form on its own origin', () => {
    expect(
      policyBreaches(
        withDeploymentFile((remotes) => {
          remotes.mfe_info = {
            manifest: 'https://info.fullmakt.example/mf-manifest.json',
            prefixes: ['/', '/info'],
          };
        }),
        { env: 'prod' },
      ),
    ).toEqual([
      `${where}: mfe_info är inte en utgåva (stable, releases): bara en utgåva kan driftsättas med deploy:set`,
    ]);
    expect(
      policyBreaches(
        withDeploymentFile((remotes) => {
          remotes.mfe_privat.releases = 'https://info.fullmakt.example';
          delete remotes.mfe_ombud.releases;
        }),
        { env: 'prod' },
      ),
    ).toEqual([
      `${where}: mfe_privat har releases https://info.fullmakt.example, inte sitt eget ursprung https://privat.fullmakt.example`,
      `${where}: mfe_ombud har releases (ingen), inte sitt eget ursprung https://ombud.fullmakt.example`,
    ]);
  });

  it("fails on the placeholder release version unless the committed overlay's check allows it", () => {
    const objects = withDeploymentFile((remotes) => {
      remotes.mfe_info.stable = placeholderVersion;
    });
    expect(policyBreaches(objects, { env: 'prod' })).toEqual([
      `${where}: mfe_info har platshållarens version ${placeholderVersion}, inte en släppt utgåva (sätt den: README "Kubernetes")`,
    ]);
    expect(policyBreaches(objects, { env: 'prod', placeholderDigests: true })).toEqual([]);
    // The first deploy:set leaves it among the earlier releases: no breach (a rollback to it
    // is refused by the CLI's checks).
    const afterFirstDeploy = withDeploymentFile((remotes) => {
      remotes.mfe_info.previous = [placeholderVersion];
    });
    expect(policyBreaches(afterFirstDeploy, { env: 'prod' })).toEqual([]);
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

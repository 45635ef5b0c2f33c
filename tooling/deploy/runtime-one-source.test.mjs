// The image's command, working directory and port, the Deployment's and `pnpm start:prod`'s
// are one: deploy/server-runtime.json (scripts/start.mjs reads it; the Dockerfile and the
// manifests are held to it here).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { k8sDir, renderOverlay } from './render.mjs';

const deployDir = path.dirname(k8sDir);
const repoRoot = path.dirname(deployDir);
const runtime = JSON.parse(readFileSync(path.join(deployDir, 'server-runtime.json'), 'utf8'));
const dockerfile = readFileSync(path.join(repoRoot, 'server', 'Dockerfile'), 'utf8');
/** The last stage: what runs. */
const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

it('the server image runs what server-runtime.json says', () => {
  expect(runStage).toContain(`CMD ${JSON.stringify(runtime.command).replaceAll(',', ', ')}`);
  expect(runStage).toContain(`WORKDIR /app/${runtime.workdir}`);
  expect(runStage).toMatch(new RegExp(`EXPOSE ${runtime.port} ${runtime.metricsPort}`));
  expect(runStage).toMatch(new RegExp(`ENV .*PORT=${runtime.port}`));
  for (const [name, value] of Object.entries(runtime.env)) {
    expect(runStage).toMatch(new RegExp(`ENV .*${name}=${value.replaceAll('.', '\\.')}`));
  }
  expect(runStage).toMatch(/ENTRYPOINT \["\/usr\/bin\/tini", "--"\]/);
  expect(runStage).toMatch(/^USER (?!0\b|root\b)/m);
});

// Rendered while the file is collected: `kubectl kustomize` took 5 s under CI's load.
const objects = renderOverlay('prod');

it('the Deployment and the migration Job run what server-runtime.json says', () => {
  const server = objects.find(
    (o) => o.kind === 'Deployment' && o.metadata.name === 'fullmakt-server',
  );
  const container = server.spec.template.spec.containers[0];
  expect(container.command).toEqual(runtime.command);
  expect(container.workingDir).toBe(`/app/${runtime.workdir}`);
  const env = Object.fromEntries(
    container.env.filter((e) => 'value' in e).map((e) => [e.name, e.value]),
  );
  expect(env).toMatchObject({
    ...runtime.env,
    PORT: String(runtime.port),
    FULLMAKT_METRICS_PORT: String(runtime.metricsPort),
  });
  expect(container.ports).toEqual([
    { name: 'http', containerPort: runtime.port },
    { name: 'metrics', containerPort: runtime.metricsPort },
  ]);
  const job = objects.find((o) => o.kind === 'Job');
  expect(job.spec.template.spec.containers[0].command).toEqual(runtime.migrateCommand);
  expect(server.spec.template.metadata.annotations['prometheus.io/port']).toBe(
    String(runtime.metricsPort),
  );
});

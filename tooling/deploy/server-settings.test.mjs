// Each overlay's settings pass the server's own start rules (server/src/core/production.ts):
// prod is production without the test login, test is outside production with it. The
// Secret's values are stand-ins of the right shape (the real ones are never checked in).
import { describe, expect, it } from 'vitest';
import { readStartConfig } from '../../server/src/core/production.ts';
import { newAnswerKey } from '../../server/src/answer-signing/answer-keys.ts';
import { overlays, renderOverlay } from './render.mjs';

const secretStandIns = {
  DATABASE_URL: 'postgres://fullmakt@postgresql:5432/fullmakt',
  REDIS_URL: 'redis://redis:6379',
  FULLMAKT_SECRET: 'en-hemlighet-som-ar-minst-trettiotva-tecken',
  FULLMAKT_SMTP_URL: 'smtp://smtp-relay:587',
  FULLMAKT_METRICS_TOKEN: 'en-token-for-prometheus',
  FULLMAKT_ANSWER_SIGNING_KEYS: JSON.stringify([newAnswerKey(new Date('2026-01-01T00:00:00Z'))]),
};

/** The environment the server container gets: its env, its settings ConfigMap, the Secret. */
function serverEnvironment(objects) {
  const server = objects.find(
    (o) => o.kind === 'Deployment' && o.metadata.name === 'fullmakt-server',
  );
  const container = server.spec.template.spec.containers[0];
  const env = {};
  for (const source of container.envFrom ?? []) {
    const map = objects.find(
      (o) => o.kind === 'ConfigMap' && o.metadata.name === source.configMapRef.name,
    );
    Object.assign(env, map.data);
  }
  for (const entry of container.env) {
    env[entry.name] = entry.value ?? secretStandIns[entry.valueFrom.secretKeyRef.key];
  }
  return env;
}

describe.each(overlays)('the server started by overlay %s', (overlay) => {
  // Rendered while the file is collected: `kubectl kustomize` took seconds under CI's load.
  const environment = serverEnvironment(renderOverlay(overlay));

  it('passes the start rules', () => {
    const start = readStartConfig(environment);
    expect(start.ok ? [] : start.refusals).toEqual([]);
    expect(start.ok && start.deployment.production).toBe(overlay === 'prod');
    expect(start.ok && start.deployment.testEid).toBe(overlay === 'test');
  });
});

import { defineProject } from 'vitest/config';
import { kubectlMissing } from './deploy/kubectl-missing.mjs';

const kubernetesSkipped = kubectlMissing();
if (kubernetesSkipped && process.env.FULLMAKT_REQUIRE_KUBECTL) {
  throw new Error(`Kubernetes-kontrollerna kan inte köras: ${kubernetesSkipped}.`);
}
if (kubernetesSkipped) {
  console.warn(`Kubernetes-kontrollerna (tooling/deploy) hoppas över: ${kubernetesSkipped}.`);
}

export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: [
      'rspack/**/*.test.mjs',
      'shared-version/**/*.test.mjs',
      'i18n/**/*.test.mjs',
      ...(kubernetesSkipped ? [] : ['deploy/**/*.test.mjs']),
    ],
  },
});

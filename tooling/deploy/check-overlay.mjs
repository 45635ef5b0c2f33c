// `pnpm deploy:k8s-check <overlay>`: what to run before `kubectl apply -k`: renders the
// overlay and holds it to the policy (k8s-policy.mjs) with nothing let off, so a prod
// overlay still holding the committed placeholder digests, or either overlay still naming
// the placeholder release version, is refused (README "Kubernetes").
import { policyBreaches } from './k8s-policy.mjs';
import { overlays, renderOverlay } from './render.mjs';

const overlay = process.argv[2];
if (!overlays.includes(overlay)) {
  console.error(`ange en overlay: ${overlays.join(' eller ')}`);
  process.exit(2);
}
const breaches = policyBreaches(renderOverlay(overlay), { env: overlay });
for (const breach of breaches) {
  console.error(breach);
}
if (breaches.length > 0) {
  console.error(`deploy/k8s/overlays/${overlay}: ${breaches.length} brott mot policyn.`);
  process.exit(1);
}
console.info(`deploy/k8s/overlays/${overlay} håller policyn.`);

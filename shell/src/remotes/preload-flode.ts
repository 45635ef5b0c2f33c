import type { RemoteName } from '@fullmakt/shared/first-view';

/** The remotes that run the one create and share flow of `@fullmakt/shared/flode`. */
const flodeRemotes: ReadonlySet<RemoteName> = new Set<RemoteName>([
  'mfe_privat',
  'mfe_organisation',
  'mfe_ombud',
]);

/**
 * The shell provides `@fullmakt/shared/flode` to the remotes like every other singleton,
 * and Rspack's federation provides a shared module only when the host itself imports it.
 * The shell imports it here, while the routes of a remote that runs the flow are loading,
 * so the flow's chunk comes in parallel instead of after the remote's. A failure is left
 * to the remote's own import, which shows the remote's error in its outlet.
 */
export function preloadFlode(remote: RemoteName): void {
  if (flodeRemotes.has(remote)) {
    import('@fullmakt/shared/flode').catch(() => undefined);
  }
}

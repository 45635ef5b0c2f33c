// What Module Federation holds in the page, read from the browser: React renderers and the
// share scope (which versions of each singleton exist, and who provided them). The functions
// run inside the page (page.evaluate / addInitScript), so they use nothing from outside.

/**
 * Counts React renderers: every copy of react-dom registers itself with the devtools hook
 * when it loads, so a second copy anywhere in the page would show up here.
 */
export function installRendererCounter() {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}

interface ShareEntry {
  from: string;
  loaded?: boolean;
}

/** Every version of every shared module any federation instance knows, with who provided it. */
export function readShareScope(): Record<string, Record<string, ShareEntry>> {
  const federation = (
    window as unknown as {
      __FEDERATION__: {
        __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
      };
    }
  ).__FEDERATION__;
  const merged: Record<string, Record<string, ShareEntry>> = {};
  for (const scopes of Object.values(federation.__SHARE__)) {
    for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
      for (const [version, entry] of Object.entries(versions)) {
        merged[pkg] ??= {};
        merged[pkg][version] = { from: entry.from, loaded: Boolean(entry.loaded) };
      }
    }
  }
  return merged;
}

/**
 * Who registered each shared module, per federation instance: a provider registers its
 * modules when it starts; a consumer built with `import: false` registers none. (The
 * share scope's own `from` names whoever loaded a module first, which for a module loaded
 * on demand may be a remote, even though the shell's copy is the one loaded.)
 */
export function readRegistrations(): Record<string, string[]> {
  const federation = (
    window as unknown as {
      __FEDERATION__: {
        __INSTANCES__: { name: string; options: { shared: Record<string, { from: string }[]> } }[];
      };
    }
  ).__FEDERATION__;
  const providers: Record<string, string[]> = {};
  for (const instance of federation.__INSTANCES__) {
    for (const [pkg, entries] of Object.entries(instance.options.shared ?? {})) {
      for (const entry of entries) {
        providers[pkg] = [...(providers[pkg] ?? []), `${instance.name}:${entry.from}`];
      }
    }
  }
  return providers;
}

/** How many react-dom renderers registered (after installRendererCounter). */
export function countRenderers(): number {
  return (
    window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
  ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size;
}

/**
 * Whether two entries of the shared package hand out the very same stores: each store
 * module lives in one module of the shell's build, whichever entry reached it. Loads each
 * entry through the share scope, as a remote would.
 */
export async function sameStores(entries: string[]): Promise<Record<string, boolean>> {
  const federation = (
    window as unknown as {
      __FEDERATION__: {
        __SHARE__: Record<
          string,
          Record<string, Record<string, Record<string, { get: () => Promise<() => unknown> }>>>
        >;
      };
    }
  ).__FEDERATION__;
  const modules: Record<string, unknown>[] = [];
  for (const entry of entries) {
    for (const scopes of Object.values(federation.__SHARE__)) {
      const versions = scopes.default?.[entry];
      const shared = versions && Object.values(versions)[0];
      if (shared) {
        modules.push((await shared.get())() as Record<string, unknown>);
        break;
      }
    }
  }
  const stores = ['fullmaktStore', 'sessionStore', 'konfigurationStore', 'serverfelStore'];
  return Object.fromEntries(
    stores.map((store) => [
      store,
      modules.length === entries.length &&
        modules[0]?.[store] !== undefined &&
        modules.every((module) => module[store] === modules[0]?.[store]),
    ]),
  );
}

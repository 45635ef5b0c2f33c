/** What of a react-router route tree decides which addresses it answers. */
interface RouteLike {
  path?: string | undefined;
  index?: boolean | undefined;
  children?: RouteLike[] | undefined;
}

/** The shell's catch-all: it answers every address, so it declares none. */
const catchAll = '/*';

function join(parent: string, path: string): string {
  if (path.startsWith('/')) {
    return path;
  }
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * The address patterns a route tree answers, as react-router matches them: every route
 * with a path (a layout answers its own address too), and every index route at its
 * parent's. An app declares them in its `routes.json` (a test per app keeps the file equal
 * to its routes), its release carries them, and the server answers 404 for an address no
 * declared pattern of the shell or of a deployed remote matches.
 */
export function routePatterns(routes: readonly RouteLike[], parent = '/'): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const here = route.path === undefined ? parent : join(parent, route.path);
    if (route.index || route.path !== undefined) {
      patterns.add(here.length > 1 ? here.replace(/\/+$/, '') : here);
    }
    for (const child of routePatterns(route.children ?? [], here)) {
      patterns.add(child);
    }
  }
  patterns.delete(catchAll);
  return [...patterns].sort();
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether a pathname matches a pattern as react-router does: `:name` is one segment,
 * `:name?` an optional one, `*` the rest; letters compare case-insensitively.
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  const step = (w: number, h: number): boolean => {
    const segment = want[w];
    if (segment === undefined) {
      return h === have.length;
    }
    if (segment === '*') {
      return true;
    }
    if (segment.startsWith(':') && segment.endsWith('?')) {
      return step(w + 1, h) || (h < have.length && step(w + 1, h + 1));
    }
    const actual = have[h];
    if (actual === undefined) {
      return false;
    }
    if (segment.startsWith(':')) {
      return step(w + 1, h + 1);
    }
    return segment.toLowerCase() === actual.toLowerCase() && step(w + 1, h + 1);
  };
  return step(0, 0);
}

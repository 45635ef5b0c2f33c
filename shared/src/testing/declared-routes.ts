import { readFileSync, writeFileSync } from 'node:fs';
import { routePatterns } from '../deployment/route-patterns';

/**
 * The patterns an app's routes answer, against those its `routes.json` declares (what its
 * release carries and the server's 404 goes by). FULLMAKT_UPDATE_ROUTES=1 rewrites the file
 * from the routes after a deliberate change.
 */
export function declaredAndActualRoutes(
  routes: Parameters<typeof routePatterns>[0],
  routesFile: string,
): { declared: unknown; actual: string[] } {
  const actual = routePatterns(routes);
  if (process.env.FULLMAKT_UPDATE_ROUTES === '1') {
    writeFileSync(routesFile, `${JSON.stringify({ routes: actual }, null, 2)}\n`);
  }
  const declared: unknown = JSON.parse(readFileSync(routesFile, 'utf8'));
  return { declared, actual };
}

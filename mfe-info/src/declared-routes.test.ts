// @vitest-environment node
import { routePatterns } from '@fullmakt/shared/first-view';
import declared from '../routes.json';
import { routes } from './routes';

// routes.json is what the release carries and the server's 404 goes by: after a change
// of routes, copy the patterns this test prints into it.
it('declares in routes.json every address its routes answer (the server answers 404 for others)', () => {
  expect(declared).toEqual({ routes: routePatterns(routes) });
});

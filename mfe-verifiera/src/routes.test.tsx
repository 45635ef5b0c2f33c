import { matchRoutes } from 'react-router';
import { routeHandle } from '@fullmakt/shared';
import { routes } from './routes';

describe('mfe-verifiera routes', () => {
  it('/verifiera is a public route with a title: no sign-in', () => {
    const leaf = (matchRoutes(routes, '/verifiera') ?? []).at(-1);
    expect(leaf?.route.element).toBeTruthy();
    expect(routeHandle(leaf?.route ?? {})).toMatchObject({
      public: true,
      title: expect.any(String),
    });
  });

  it('owns no route of another remote', () => {
    expect(matchRoutes(routes, '/')).toBeNull();
    expect(matchRoutes(routes, '/privat/fullmaktsgivare')).toBeNull();
  });
});

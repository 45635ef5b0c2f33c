import path from 'node:path';
import { declaredAndActualRoutes } from '@fullmakt/shared/testing';
import { routes } from './routes';

it('declares in routes.json every address its routes answer (its release carries them; the server answers 404 for others)', () => {
  const { declared, actual } = declaredAndActualRoutes(
    routes,
    path.join(import.meta.dirname, '../routes.json'),
  );
  expect(declared).toEqual({ routes: actual });
});

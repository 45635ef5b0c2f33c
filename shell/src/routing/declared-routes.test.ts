import path from 'node:path';
import { declaredAndActualRoutes } from '@fullmakt/shared/testing';
import { shellRoutes } from './create-app-router';

it("declares in routes.json every address the shell's own routes answer (the server answers 404 for others)", () => {
  const { declared, actual } = declaredAndActualRoutes(
    shellRoutes(),
    path.join(import.meta.dirname, '../../routes.json'),
  );
  expect(declared).toEqual({ routes: actual });
});

import type { User } from '@fullmakt/shared/first-view';
import { loginPathFor } from '../auth/target';

/** The sekretess-named page where users with protected identity end up (SPEC §2 Guards). */
export const sekretessPath = '/sekretess';

function isPrivatPath(pathname: string): boolean {
  return pathname === '/privat' || pathname.startsWith('/privat/');
}

/**
 * Where the session guard sends the user, or undefined to let the page show. A route
 * needs a session unless it is marked public; people with protected identity may not
 * use /privat paths.
 */
export function guardRedirect(options: {
  isPublic: boolean;
  user: User | undefined;
  location: { pathname: string; search: string; hash: string };
}): string | undefined {
  const { isPublic, user, location } = options;
  if (!isPublic && !user) {
    return loginPathFor(location.pathname + location.search + location.hash);
  }
  if (user?.sekretess && isPrivatPath(location.pathname)) {
    return sekretessPath;
  }
  return undefined;
}

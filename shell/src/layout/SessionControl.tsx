import { useLocation } from 'react-router';
import {
  ButtonLink,
  OAUTH_PATHS,
  sidhuvudTexter,
  useSessionStore,
} from '@fullmakt/shared/first-view';
import { loginPathFor } from '../auth/target';
import { UserMenu } from './UserMenu';

/**
 * Signed in: the user's name with a logout menu. Otherwise a login button that brings the
 * user back here, except on /login itself and while login is switched off.
 */
export function SessionControl() {
  const name = useSessionStore((state) => state.user?.name);
  const enabled = useSessionStore((state) => state.enabled);
  const location = useLocation();
  if (name !== undefined) {
    return <UserMenu name={name} />;
  }
  if (!enabled || location.pathname === OAUTH_PATHS.callback) {
    return null;
  }
  return (
    <ButtonLink
      variant="on-brand"
      to={loginPathFor(location.pathname + location.search + location.hash)}
    >
      {sidhuvudTexter.loggaIn}
    </ButtonLink>
  );
}

import { useLocation, useNavigate } from 'react-router';
import {
  adressPaSprak,
  appModeTexter,
  fullmaktStore,
  roleTexts,
  useFullmaktStore,
  useKonfiguration,
  type AppMode,
} from '@fullmakt/shared/first-view';

const modes: AppMode[] = ['ORGANISATION', 'PRIVAT'];

/** Start route of a role: the lower-cased role (SPEC §2). */
export function roleStartRoute(mode: AppMode): string {
  return `/${mode.toLowerCase()}`;
}

/**
 * Företag or Privat. Changing role resets the power-of-attorney state (the store does)
 * and goes to the new role's start page, unless the user is on the start page (in any
 * language: `/` or the English `/en`).
 */
export function RoleSwitch() {
  const appMode = useFullmaktStore((state) => state.appMode);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A deployment without private persons (config `privat` off) has nothing to switch to.
  const privatOn = useKonfiguration((config) => config.privat);

  function choose(mode: AppMode) {
    if (mode === appMode) {
      return;
    }
    const reset = () => fullmaktStore.getState().setAppMode(mode);
    if (adressPaSprak(pathname, 'sv') === '/') {
      reset();
      return;
    }
    // Leave first, reset after: a wizard step still on screen would otherwise see its
    // state vanish and redirect within its own flow, cancelling the way to the new role.
    void Promise.resolve(navigate(roleStartRoute(mode))).then(reset);
  }

  if (!privatOn) {
    return null;
  }
  return (
    <div role="group" aria-label={roleTexts.switchLabel} className="role-switch">
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          className="role-switch__option"
          aria-pressed={mode === appMode}
          onClick={() => choose(mode)}
        >
          {appModeTexter[mode]}
        </button>
      ))}
    </div>
  );
}

import { useNavigation } from 'react-router';
import { compositionTexts } from '@fullmakt/shared/first-view';

/** Tells sighted and screen-reader users that a page (perhaps a remote) is on its way. */
export function NavigationStatus() {
  const loading = useNavigation().state !== 'idle';
  return (
    <div
      role="status"
      className={loading ? 'navigation-status navigation-status--active' : 'navigation-status'}
    >
      {loading ? compositionTexts.navigationLoading : ''}
    </div>
  );
}

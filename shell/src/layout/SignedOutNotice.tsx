import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, inloggningTexter } from '@fullmakt/shared/first-view';
import { justSignedOut } from '../auth/signed-out';

/**
 * "Du är nu utloggad": on the page the browser comes back to after signing out, until the
 * user moves on. Polite (a status), above the page's own content.
 */
export function SignedOutNotice() {
  const [visa] = useState(justSignedOut);
  const { key } = useLocation();
  // The first location of a document has the key 'default': the page logout landed on.
  if (!visa || key !== 'default') {
    return null;
  }
  return (
    <Alert som="p" role="status" className="signed-out-notice">
      {inloggningTexter.utloggad}
    </Alert>
  );
}

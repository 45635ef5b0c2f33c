import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callbackParams, isCallback } from '../../auth/callback-params';
import { completeSignIn } from '../../auth/auth';
import type { CallbackOutcome } from '../../auth/sign-in';
import { decodeTarget } from '../../auth/target';

// One processing per callback URL: a code can be exchanged only once.
const processing = new Map<string, Promise<CallbackOutcome>>();

/**
 * On /login with a code or an error in the fragment, finishes the sign-in and redirects:
 * to the wanted location, or back to /login with error and error_description.
 * Returns true while a callback is being processed.
 */
export function useSignInCallback(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const callback = isCallback(callbackParams(location.hash));
  useEffect(() => {
    if (!callback) {
      return;
    }
    const url = window.location.href;
    let outcome = processing.get(url);
    if (!outcome) {
      outcome = completeSignIn(url);
      processing.set(url, outcome);
    }
    let current = true;
    void outcome.then((result) => {
      if (!current) {
        return;
      }
      if (result.kind === 'signed-in') {
        void navigate(decodeTarget(result.target) ?? '/', { replace: true });
      } else {
        void navigate(`/login?${result.query.toString()}`, { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [callback, navigate]);

  // The redirect that ends the processing also removes the fragment.
  return callback;
}

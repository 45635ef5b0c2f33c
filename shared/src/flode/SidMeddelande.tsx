import { useLocation } from 'react-router';
import { Alert } from '../ui/Alert';

/** The message a page may leave for the next in the navigation state (a draft kept, say). */
function meddelandeIState(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'meddelande' in state) {
    const { meddelande } = state;
    return typeof meddelande === 'string' ? meddelande : undefined;
  }
  return undefined;
}

/**
 * Shows, politely, what the page that sent the user here had to say: a draft kept for
 * later, a draft removed, a power returned.
 */
export function SidMeddelande() {
  const meddelande = meddelandeIState(useLocation().state);
  return meddelande === undefined ? null : (
    <Alert som="p" role="status">
      {meddelande}
    </Alert>
  );
}

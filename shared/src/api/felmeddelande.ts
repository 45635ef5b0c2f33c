// What the user is told when the server refuses a call: its own Swedish text when it gave
// one (the exact §5 rule that was broken, say), else the catalogue text of its code.
import { apiFelmeddelande } from '../texts/api-errors';
import { isApiError } from './errors';

/** The server's own text for a refusal, if it gave one; callers choose what stands in for it. */
export function serverensText(error: unknown): string | undefined {
  return isApiError(error) ? error.meddelande : undefined;
}

export function serverMeddelande(error: unknown): string {
  if (!isApiError(error)) {
    return apiFelmeddelande('okant.fel');
  }
  return serverensText(error) ?? apiFelmeddelande(error.kod);
}

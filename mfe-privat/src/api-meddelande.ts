// What the user is told when the server refuses a call: its own Swedish text when it gave
// one (the exact §5 rule that was broken, say), else the catalogue text of its code.
import { apiFelmeddelande } from '@fullmakt/shared';
import { isApiError } from '@fullmakt/shared/api';

export function serverMeddelande(error: unknown): string {
  if (!isApiError(error)) {
    return apiFelmeddelande('okant.fel');
  }
  return error.meddelande ?? apiFelmeddelande(error.kod);
}

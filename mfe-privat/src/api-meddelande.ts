// The server answers a refused §5 rule with its exact Swedish text in `meddelande`, but the
// shared ApiError keeps only the catalogue code. The text is still on the cause (the HTTP
// error); it is read here through zod, never trusted untyped. zod/mini: a remote carries
// its own zod (not a shared singleton), and mini's functions are tree-shaken to what is used.
import { z } from 'zod/mini';
import { ApiFelSvarSchema, apiFelmeddelande } from '@fullmakt/shared';
import { isApiError } from '@fullmakt/shared/api';

const OrsakSchema = z.object({ response: z.object({ data: ApiFelSvarSchema }) });

/** The server's own message for a failed call, else the catalogue text of its code. */
export function serverMeddelande(error: unknown): string {
  if (!isApiError(error)) {
    return apiFelmeddelande('okant.fel');
  }
  const orsak = OrsakSchema.safeParse(error.cause);
  return orsak.success && orsak.data.response.data.meddelande
    ? orsak.data.response.data.meddelande
    : apiFelmeddelande(error.kod);
}

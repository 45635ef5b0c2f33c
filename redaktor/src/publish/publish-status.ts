import { z } from 'zod';

/** The local publish endpoint's answer (server/publish.mjs). */
export const publishAnswerSchema = z.discriminatedUnion('ok', [
  z.strictObject({
    ok: z.literal(true),
    version: z.string(),
    reused: z.boolean(),
    waiting: z.array(z.string()),
    seconds: z.number(),
  }),
  z.strictObject({ ok: z.literal(false), message: z.string() }),
]);

export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

/** What the editor is told, in Swedish, after a publish. */
export function publishMessage(answer: PublishAnswer): string {
  if (!answer.ok) {
    return `Ändringen är sparad men inte publicerad: ${answer.message}`;
  }
  const waiting =
    answer.waiting.length === 0
      ? ''
      : ` Nyheter som väntar på sin publiceringsdag visas från ${answer.waiting.join(', ')}.`;
  return `Publicerat: informationssidorna version ${answer.version} visas nu på webbplatsen.${waiting}`;
}

/**
 * Asks the publish endpoint to release mfe-info and set the release in the deployment
 * file, then says how it went. Never throws: the save has already been committed.
 */
export async function publish(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ text: string; ok: boolean }> {
  try {
    const response = await fetchImpl(url, { method: 'POST' });
    const parsed = publishAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      return {
        ok: false,
        text: `Ändringen är sparad men inte publicerad: publiceringen svarade inte som väntat (HTTP ${response.status}).`,
      };
    }
    return { ok: parsed.data.ok, text: publishMessage(parsed.data) };
  } catch {
    return {
      ok: false,
      text: 'Ändringen är sparad men inte publicerad: publiceringen gick inte att nå. Försök igen om en stund.',
    };
  }
}

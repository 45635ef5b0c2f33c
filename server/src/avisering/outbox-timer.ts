import type { FastifyInstance } from 'fastify';
import { runOutbox, smtpSender } from './outbox-worker';

/**
 * Runs the outbox every `intervalMs` in this process: over SMTP when a server is set, or
 * (the embedded default) keeping the messages for the developers' page. Every process may
 * run it: a notice is claimed by one worker before it is sent.
 */
export function startOutboxTimer(
  app: FastifyInstance,
  options: { smtpUrl: string | null; intervalMs: number },
): void {
  const sender = options.smtpUrl === null ? null : smtpSender(options.smtpUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) {
      return;
    }
    running = true;
    runOutbox({
      db: app.deps.db.kysely,
      send: sender?.send ?? null,
      publicUrl: app.deps.settings.publicUrl,
      now: app.deps.now,
    })
      .then(
        (r) => {
          app.metrics.outboxPass(r);
          if (r.skickade > 0 || r.misslyckade > 0) {
            app.log.info(r, 'Utskick från utkorgen');
          }
        },
        (err: unknown) => app.log.error({ err }, 'Utkorgen kunde inte skicka'),
      )
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    sender?.close();
  });
}

import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long requests in flight may take to finish before the process ends anyway. */
  graceMs: number;
  /** Ends the process; tests pass their own. */
  exit?: (code: number) => void;
}

/**
 * SIGTERM (an orchestrator's rolling restart) or SIGINT: stop taking new connections,
 * let the requests in flight finish (fastify's close; /health/ready says 503 from the
 * first moment, so a load balancer sends nothing more), stop the background job at a safe
 * point (its preClose hook awaits a run in progress), close the database pool, exit 0.
 * Requests still running after `graceMs` are cut and the process exits 1: a stuck
 * request must not hold a restart up for ever.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const close = (signal: NodeJS.Signals): void => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info(
      { signal },
      'Stänger: tar inte emot nya anslutningar, låter pågående anrop bli klara',
    );
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs: options.graceMs }, 'Anrop pågick när tiden för att stänga gick ut');
      app.server.closeAllConnections();
      exit(1);
    }, options.graceMs);
    deadline.unref();
    app.close().then(
      () => {
        clearTimeout(deadline);
        app.log.info('Stängd');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err }, 'Stängningen misslyckades');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => close(signal));
  }
}

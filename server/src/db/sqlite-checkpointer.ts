import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints of a SQLite file, run on a thread of their own.
 *
 * SQLite copies the write-ahead log back into the database file (a checkpoint) in whichever
 * connection commits past `wal_autocheckpoint` pages, and a checkpoint is where the disk is
 * synced (`synchronous = NORMAL`). better-sqlite3 is synchronous, so on the app's one
 * connection that sync held the event loop, and every request waiting behind it: 20–28 ms,
 * a few times in each 10 s of bench:api's view phase, from the DPoP proofs written every
 * tenth of a second (core/process-proofs.ts). Here a second connection, in a worker thread,
 * checkpoints every `everyMs` in PASSIVE mode, which never waits for, nor blocks, the app's
 * readers and writer; the app's connection only checkpoints itself past `fallbackPages`,
 * should this thread ever fall behind.
 */
export const checkpointEveryMs = 250;
/** The app connection's own `wal_autocheckpoint`: 10 000 pages, 40 MB of log. */
export const fallbackPages = 10_000;

/** Plain CommonJS for the worker: the server runs bundled or under tsx, eval works in both. */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 2000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Busy or the file away for a moment: the next turn tries again.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Checkpoints once more and closes the thread's connection (before the app's closes). */
  close: () => Promise<void>;
}

export function startCheckpointer(file: string, everyMs = checkpointEveryMs): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(workerSource, { eval: true, workerData: { file, driver, everyMs } });
  // The thread alone never keeps the process alive; the app closes it on its way out.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (error) => {
    // The app's own connection checkpoints past fallbackPages: slower, never lost.
    console.warn('SQLite-loggens kontrollpunkter stannade', error);
  });
  return {
    close: () => {
      // Held open again until the thread has checkpointed and closed its connection.
      worker.ref();
      worker.postMessage('close');
      return exited;
    },
  };
}

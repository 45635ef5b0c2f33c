import { Socket } from 'node:net';

/** The Redis the tests use: FULLMAKT_TEST_REDIS_URL, by default the local one. */
export const testRedisUrl = process.env.FULLMAKT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 6379), hostname, () => done(true));
  });
}

/**
 * Whether the tests with real Redis can run. A developer without Redis sees them skipped
 * with the reason (`what` names them); with FULLMAKT_REQUIRE_REDIS set (CI's .ci/run) a
 * missing Redis fails the file instead, so CI never passes on a skip.
 */
export async function testRedisThere(what: string): Promise<boolean> {
  if (await reachable(testRedisUrl)) {
    return true;
  }
  if (process.env.FULLMAKT_REQUIRE_REDIS) {
    throw new Error(`Redis på ${testRedisUrl} svarar inte, och FULLMAKT_REQUIRE_REDIS är satt.`);
  }
  console.info(`${what} körs inte: ingen Redis svarar på ${testRedisUrl}.`);
  return false;
}

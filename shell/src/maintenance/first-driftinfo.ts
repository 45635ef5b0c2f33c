import {
  driftinfoFranSvar,
  hamtaDriftinfo,
  SIDDATA_ID,
  type Driftinfo,
} from '@fullmakt/shared/first-view';
import { z } from 'zod/mini';
import { embeddedJson } from '../page-data/embedded-json';

const embeddedAnswerSchema = z.object({
  status: z.int(),
  body: z.optional(z.unknown()),
});

/**
 * The maintenance file's first answer. The server writes how the file answered into the
 * page (one request less before the first render), read by the same rules as an answer to
 * our own request; without it (the dev server), or when it makes no sense, it is fetched.
 * Later checks (driftinfo-watch.ts) always ask the server.
 */
export function firstDriftinfo(): Promise<Driftinfo> {
  const embedded = embeddedAnswerSchema.safeParse(embeddedJson(SIDDATA_ID.driftinfo));
  return embedded.success
    ? Promise.resolve(driftinfoFranSvar(embedded.data.status, embedded.data.body))
    : hamtaDriftinfo();
}

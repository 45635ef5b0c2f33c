import { randomUUID } from 'node:crypto';
import { API_ROUTES, type SkapaBegaran } from '@fullmakt/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import { tredjemanId } from '../seed/third-parties';
import type { TestApp } from './test-app';

/** A request for Fordonsverket's vehicle power, as the holder's form sends it. */
export function begaranBody(
  begarare: string,
  givare: string,
  more: Partial<SkapaBegaran> = {},
): SkapaBegaran {
  return {
    begarare: { id: begarare },
    fullmaktsgivare: { id: givare },
    tredjeman: { id: tredjemanId.fordonsverket },
    mall: { id: 'fordon-arenden' },
    behorigheter: ['fordon.se'],
    giltigFrom: '2026-03-10',
    giltigTom: '2026-12-31',
    meddelande: 'Jag sköter bilen åt dig medan du är utomlands.',
    ...more,
  };
}

/** Sends a request as `caller` (by default for themself). */
export function sendBegaran(
  t: TestApp,
  caller: string,
  givare: string,
  more: Partial<SkapaBegaran> = {},
): Promise<LightMyRequestResponse> {
  return t.call(caller, {
    method: 'POST',
    url: API_ROUTES.skapaBegaran.path,
    payload: begaranBody(caller, givare, more),
  });
}

/**
 * An open request written straight to the store (past the per-requester limits), for tests
 * that need many fresh ones.
 */
export async function storedRequest(t: TestApp, begarare: string, givare: string) {
  const id = randomUUID();
  const at = t.clock.now.toISOString();
  await t.app.deps.db.kysely
    .insertInto('begaran')
    .values({
      id,
      begarare_id: begarare,
      skapare_id: begarare,
      givare_id: givare,
      levereras: 1,
      tredjeman_id: tredjemanId.fordonsverket,
      mall_id: 'fordon-arenden',
      behorigheter: JSON.stringify(['fordon.se']),
      giltig_from: '2026-03-10',
      giltig_tom: '2026-12-31',
      meddelande: 'Hej',
      status: 'SKICKAD',
      anledning: null,
      fullmakt_id: null,
      skapad_tidpunkt: at,
      upphor_tidpunkt: at,
      andrad_tidpunkt: at,
    })
    .execute();
  return id;
}

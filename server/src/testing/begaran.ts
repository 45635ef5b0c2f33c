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

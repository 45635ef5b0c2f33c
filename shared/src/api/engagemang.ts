// POST /api/engagemang: the organisations the user is registered in, per source.
import { EngagemangSvarSchema } from '../domain/engagemang';
import type { EngagemangSvar } from '../domain/engagemang';
import { getApiRoutes } from './config';
import { anropa } from './request';

export function hamtaEngagemang(signal?: AbortSignal): Promise<EngagemangSvar> {
  return anropa(getApiRoutes().engagemang, EngagemangSvarSchema, { signal });
}

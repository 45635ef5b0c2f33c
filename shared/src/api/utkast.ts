// Drafts: create from a template, share a received power onward (the same path with a
// different body), search, fetch one, delete.
import { FullmaktSchema } from '../domain/fullmakt';
import type { Fullmakt } from '../domain/fullmakt';
import { UtkastListaSvarSchema, UtkastSchema } from '../domain/utkast';
import type {
  DelaFullmaktBegaran,
  SkapaUtkastBegaran,
  UppdateraUtkastBegaran,
  Utkast,
  UtkastSokBegaran,
} from '../domain/utkast';
import { getApiRoutes } from './config';
import { anropa, skicka } from './request';

/** POST {fullmakterApi}/fullmakter/utkast with a template: the new draft. */
export function skapaUtkast(begaran: SkapaUtkastBegaran): Promise<Utkast> {
  return anropa(getApiRoutes().skapaUtkast, UtkastSchema, { body: begaran, idempotent: true });
}

/** POST {fullmakterApi}/fullmakter/utkast with third party and power: the shared-onward power. */
export function delaFullmakt(begaran: DelaFullmaktBegaran): Promise<Fullmakt> {
  return anropa(getApiRoutes().skapaUtkast, FullmaktSchema, {
    body: begaran,
    idempotent: true,
  });
}

/** POST {utkastApi}/utkast/sok. */
export async function sokUtkast(
  begaran: UtkastSokBegaran,
  signal?: AbortSignal,
): Promise<Utkast[]> {
  const svar = await anropa(getApiRoutes().sokUtkast, UtkastListaSvarSchema, {
    body: begaran,
    signal,
  });
  return svar.utkast;
}

/** GET {utkastApi}/utkast/{fullmaktId}. */
export function hamtaUtkast(fullmaktId: string, signal?: AbortSignal): Promise<Utkast> {
  return anropa(getApiRoutes().utkast, UtkastSchema, { params: { fullmaktId }, signal });
}

/** DELETE {utkastApi}/utkast/{fullmaktId}. */
export async function taBortUtkast(fullmaktId: string): Promise<void> {
  await skicka(getApiRoutes().taBortUtkast, { params: { fullmaktId } });
}

/** PUT {utkastApi}/utkast/{fullmaktId}: saves holders, validity and permissions on a draft. */
export function uppdateraUtkast(
  fullmaktId: string,
  begaran: UppdateraUtkastBegaran,
): Promise<Utkast> {
  return anropa(getApiRoutes().uppdateraUtkast, UtkastSchema, {
    params: { fullmaktId },
    body: begaran,
  });
}

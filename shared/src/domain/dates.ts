// ISO date schemas used by every entity. Dates cross the wire as ISO strings.
import { z } from 'zod';

/** A calendar date, yyyy-mm-dd. */
export const IsoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with Z or an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

const svenskDagFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Swedish calendar day of a moment, yyyy-mm-dd: validity is a Swedish matter, not UTC.
 * One function for the browser (the earliest start a step offers) and the server (the
 * bound it checks), so both agree on what today is.
 */
export function idag(nu: Date = new Date()): string {
  return svenskDagFormat.format(nu);
}

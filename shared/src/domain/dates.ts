// ISO date schemas used by every entity. Dates cross the wire as ISO strings. How a date is
// shown is in svensk-tid.ts, which the texts (in the first view) use without classic zod.
import { z } from 'zod';

/** A calendar date, yyyy-mm-dd. */
export const IsoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with Z or an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

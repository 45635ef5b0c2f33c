// ISO date schemas used by every entity. Dates cross the wire as ISO strings.
import { z } from 'zod';

/** A calendar date, yyyy-mm-dd. */
export const IsoDateSchema = z.iso.date();

/** A point in time, ISO 8601 with Z or an offset. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

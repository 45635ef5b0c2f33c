// The check of a stored wizard: classic zod over the wizard's whole state. Loaded with the
// wizard's code (the root entry, the API client, the flow), never with the first view.
import { z } from 'zod';
import { AppModeSchema } from '../domain/enums';
import { SkapandeTillstandSchema } from '../domain/creation-state';
import { GiltigaStegSchema } from '../domain/wizard';
import type { Guidekontroll } from './fullmakt-store';

/** What is typed on a step and not yet sent with 'Nästa' (FullmaktData.inmatning). */
const InmatningSchema = z.object({
  giltighet: z
    .object({ havare: z.array(z.string()), giltigFrom: z.string(), giltigTom: z.string() })
    .optional(),
});

/** What is persisted. Parsed on load so that a stale or tampered entry starts a fresh wizard. */
const LagratSchema = z.object({
  appMode: AppModeSchema,
  skapande: SkapandeTillstandSchema,
  giltigaSteg: GiltigaStegSchema,
  transport: z.boolean(),
  // Entries stored before the inputs were kept have none.
  inmatning: InmatningSchema.default({}),
});

export const lagradGuide: Guidekontroll = (lagrat) => {
  const parsed = LagratSchema.safeParse(lagrat);
  return parsed.success ? parsed.data : undefined;
};

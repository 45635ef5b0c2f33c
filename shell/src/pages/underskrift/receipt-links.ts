// Where the receipt and the signing problem page lead on (issue 36, item 18): the user's own
// overview for the mode the power belongs to, the new power, and back to the review to try
// again while the wizard still holds the draft. Paths of SPEC §2; pure, so tested alone.
import {
  appModeForRoll,
  arVidaredelning,
  startvagForAppMode,
  type AppMode,
  type Fullmakt,
  type FullmaktData,
} from '@fullmakt/shared';

export interface ReceiptLinks {
  /** 'Till dina fullmakter': the overview the power (or the wizard) belongs to. */
  overview: string;
  /** The signed power's own page, when the result names it. */
  power?: string;
  /** 'Försök igen': the review step of the draft the wizard still holds. */
  retry?: string;
}

function query(id: string, orgnummer: string): string {
  return new URLSearchParams({ id, orgnummer }).toString();
}

/** A signed power: a share onward is seen from the received power it was shared from. */
function powerLinks(fullmakt: Fullmakt): ReceiptLinks {
  const base = startvagForAppMode(appModeForRoll(fullmakt.fullmaktsgivarroll));
  const ursprung = fullmakt.ursprung.fullmakt;
  if (arVidaredelning(fullmakt) && ursprung) {
    return {
      overview: `${base}/ombud`,
      power: `${base}/ombud/fullmakt?${query(ursprung.id, fullmakt.tredjeman.id)}`,
    };
  }
  return {
    overview: `${base}/fullmaktsgivare`,
    power: `${base}/fullmaktsgivare/fullmakt?${query(fullmakt.id, fullmakt.tredjeman.id)}`,
  };
}

/** The wizard's overview and review step, for the mode and kind of flow it holds. */
function wizardLinks(wizard: Pick<FullmaktData, 'appMode' | 'transport' | 'skapande'>) {
  const mode: AppMode = wizard.skapande.fullmaktsgivarroll
    ? appModeForRoll(wizard.skapande.fullmaktsgivarroll)
    : wizard.appMode;
  const base = startvagForAppMode(mode);
  const overview = wizard.transport ? `${base}/ombud` : `${base}/fullmaktsgivare`;
  const review = wizard.transport
    ? `${base}/ombud/dela/underskrift`
    : `${base}/fullmaktsgivare/skapa/underskrift`;
  return { overview, review };
}

export function receiptLinks(
  fullmakt: Fullmakt | undefined,
  wizard: Pick<FullmaktData, 'appMode' | 'transport' | 'skapande'>,
): ReceiptLinks {
  if (fullmakt) {
    return powerLinks(fullmakt);
  }
  const { overview, review } = wizardLinks(wizard);
  return wizard.skapande.fullmakt ? { overview, retry: review } : { overview };
}

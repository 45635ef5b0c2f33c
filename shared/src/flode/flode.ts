// What differs between the grantor's create flow, the organisation's and the holder's
// share flow (SPEC §2): one flow, three remotes. Each remote builds its own Flode and
// gives it to <FlodeProvider>; no step reads a literal path or role, it asks the Flode.
import type { AppMode, FullmaktsgivarRoll } from '../domain/app-mode';
import type { SkapaSteg } from '../domain/wizard';

/** Enough of a power to link to its view: the third party is part of its address. */
export interface FullmaktRef {
  id: string;
  tredjeman: { id: string };
}

export interface Flode {
  /** The app mode the flow belongs to: a wizard started in the other mode is not this flow's. */
  appMode: AppMode;
  /** The principal's role in the powers the flow makes. */
  roll: FullmaktsgivarRoll;
  /** A share-onward flow (dela vidare): validity, permissions and signature only. */
  transport: boolean;
  /** The overview the flow belongs to (powers given, or received for a share). */
  oversikt: string;
  /** Where the §2 guard sends a user with no principal chosen (or one of another role). */
  utanGivare: string;
  /** The path of a step. */
  stegVag: (steg: SkapaSteg) => string;
  /** The view of one power of this flow's overview. */
  fullmaktVag: (fullmakt: FullmaktRef) => string;
  /** The view of a started draft. */
  utkastVag: (id: string) => string;
  /** The receipt of a power sent to its signatories without the creator signing (§2). */
  skickadVag: (id: string) => string;
  /** The grantor's renewal of a power (issue 32 item 4); none in a share flow. */
  fornyaVag?: (fullmakt: FullmaktRef) => string;
  /** A request for a power to this flow's grantor (issue 32 item 1); none in a share flow. */
  begaranVag?: (id: string) => string;
}

function fullmaktQuery(fullmakt: FullmaktRef): string {
  return new URLSearchParams({ id: fullmakt.id, orgnummer: fullmakt.tredjeman.id }).toString();
}

/**
 * The grantor's create flow under a base such as /privat/fullmaktsgivare: the first step
 * is /skapa, the others /skapa/<step>; powers and drafts are viewed under the base.
 */
export function skapaFlode(val: {
  appMode: AppMode;
  roll: FullmaktsgivarRoll;
  bas: string;
  utanGivare?: string;
}): Flode {
  const skapa = `${val.bas}/skapa`;
  return {
    appMode: val.appMode,
    roll: val.roll,
    transport: false,
    oversikt: val.bas,
    utanGivare: val.utanGivare ?? val.bas,
    stegVag: (steg) => (steg === 'tredjeman' ? skapa : `${skapa}/${steg}`),
    fullmaktVag: (f) => `${val.bas}/fullmakt?${fullmaktQuery(f)}`,
    utkastVag: (id) => `${val.bas}/utkast?${new URLSearchParams({ id }).toString()}`,
    skickadVag: (id) => `${val.bas}/skickad?${new URLSearchParams({ id }).toString()}`,
    fornyaVag: (f) => `${val.bas}/fornya?${fullmaktQuery(f)}`,
    begaranVag: (id) => `${val.bas}/begaran?${new URLSearchParams({ id }).toString()}`,
  };
}

/**
 * The holder's share flow under a base such as /privat/ombud: the steps are /dela/<step>,
 * and every failed prerequisite goes back to the holder's overview (SPEC §2).
 */
export function delaFlode(val: {
  appMode: AppMode;
  roll: FullmaktsgivarRoll;
  bas: string;
  utanGivare?: string;
}): Flode {
  return {
    appMode: val.appMode,
    roll: val.roll,
    transport: true,
    oversikt: val.bas,
    utanGivare: val.utanGivare ?? val.bas,
    stegVag: (steg) => `${val.bas}/dela/${steg}`,
    fullmaktVag: (f) => `${val.bas}/fullmakt?${fullmaktQuery(f)}`,
    // A share is a draft of the holder's; it is resumed from the share steps, not a page.
    utkastVag: () => val.bas,
    // A holder's share has no signatories of its own to send to: back to the overview.
    skickadVag: () => val.bas,
  };
}

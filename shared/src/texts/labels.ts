// Labels the user sees for enumerations and wizard progress.
import type { AppMode, FullmaktsgivarRoll } from '../domain/app-mode';
import type { TidFilter } from '../domain/enums';
import type { FullmaktStatus } from '../domain/fullmakt';

export const appModeTexter: Record<AppMode, string> = {
  ORGANISATION: 'Företag',
  PRIVAT: 'Privat',
};

export const rollTexter: Record<FullmaktsgivarRoll, string> = {
  Organisation: 'Organisation',
  Privat: 'Privat',
};

export const tidFilterTexter: Record<TidFilter, string> = {
  AKTUELL: 'Aktuella',
  GILTIG: 'Giltiga',
  HISTORISK: 'Historiska',
};

export const statusTexter: Record<FullmaktStatus, string> = {
  PABORJAD: 'Påbörjad',
  VANTAR_PA_UNDERSKRIFT: 'Väntar på underskrift',
  DELVIS_UNDERSKRIVEN: 'Underskriven av några',
  UNDERSKRIVEN: 'Klar och skickad till tredje man',
  ATERKALLAD: 'Återkallad',
  ATERLAMNAD: 'Återlämnad',
  UTGANGEN: 'Gäller inte längre',
};

/** Wizard step identifiers, in the organisation order. */
export type WizardSteg =
  'tredjeman' | 'mallar' | 'giltighet' | 'behorighet' | 'signering' | 'underskrift';

export const wizardStegTexter: Record<WizardSteg, string> = {
  tredjeman: 'Välj tredje man',
  mallar: 'Välj fullmakt',
  giltighet: 'Fullmaktshavare och giltighetstid',
  behorighet: 'Behörigheter',
  signering: 'Välj vem som ska skriva under',
  underskrift: 'Skriv under',
};

/** Verbatim progress text: 'Steg {step} av {total}'. */
export function stegAv(step: number, total: number): string {
  return `Steg ${step} av ${total}`;
}

/** A step title: 'Steg x av y: titel'. */
export function stegTitel(step: number, total: number, title: string): string {
  return `${stegAv(step, total)}: ${title}`;
}

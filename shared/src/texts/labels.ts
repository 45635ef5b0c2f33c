// Labels the user sees for enumerations and wizard progress.
import type { AppMode, FullmaktsgivarRoll } from '../domain/app-mode';
import type { TidFilter } from '../domain/enums';
import type { FullmaktStatus } from '../domain/fullmakt';
import { text, texter } from '../i18n/texter';

export const appModeTexter: Record<AppMode, string> = texter('labels.appMode', {
  ORGANISATION: 'Företag',
  PRIVAT: 'Privat',
});

export const rollTexter: Record<FullmaktsgivarRoll, string> = texter('labels.roll', {
  Organisation: 'Organisation',
  Privat: 'Privat',
});

export const tidFilterTexter: Record<TidFilter, string> = texter('labels.tidFilter', {
  AKTUELL: 'Aktuella',
  GILTIG: 'Giltiga',
  HISTORISK: 'Historiska',
});

export const statusTexter: Record<FullmaktStatus, string> = texter('labels.status', {
  PABORJAD: 'Påbörjad',
  VANTAR_PA_UNDERSKRIFT: 'Väntar på underskrift',
  DELVIS_UNDERSKRIVEN: 'Underskriven av några',
  UNDERSKRIVEN: 'Klar och skickad till tredje man',
  ATERKALLAD: 'Återkallad',
  ATERLAMNAD: 'Återlämnad',
  UTGANGEN: 'Gäller inte längre',
});

/** Wizard step identifiers, in the organisation order. */
export type WizardSteg =
  'tredjeman' | 'mallar' | 'giltighet' | 'behorighet' | 'signering' | 'underskrift';

export const wizardStegTexter: Record<WizardSteg, string> = texter('labels.wizardSteg', {
  tredjeman: 'Välj tredje man',
  mallar: 'Välj fullmakt',
  giltighet: 'Fullmaktshavare och giltighetstid',
  behorighet: 'Behörigheter',
  signering: 'Välj vem som ska skriva under',
  underskrift: 'Skriv under',
});

/** Verbatim progress text: 'Steg {step} av {total}'. */
export const stegAv = text(
  'labels.stegAv',
  (step: number, total: number) => `Steg ${step} av ${total}`,
);

/** A step title: 'Steg x av y: titel'. */
export const stegTitel = text(
  'labels.stegTitel',
  (step: number, total: number, title: string) => `Steg ${step} av ${total}: ${title}`,
);

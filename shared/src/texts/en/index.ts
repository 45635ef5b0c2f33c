// The English catalogs of the shared package's text modules, one per module, read together
// by an English page (through import(), so a Swedish page loads none of them) and by the
// server. The texts only one app reads have their catalogs in that app's release
// (<app>/src/oversattning/en.json). README.md beside them says how to translate.
import apiErrors from './api-errors.json';
import avisering from './avisering.json';
import begaran from './begaran.json';
import composition from './composition.json';
import historik from './historik.json';
import labels from './labels.json';
import messages from './messages.json';
import ombud from './ombud.json';
import organisation from './organisation.json';
import privat from './privat.json';
import sessioner from './sessioner.json';
import tid from './tid.json';
import shell from './shell.json';
import ui from './ui.json';
import validation from './validation.json';
import verifiering from './verifiering.json';

export const engelskaKataloger: readonly unknown[] = [
  apiErrors,
  avisering,
  begaran,
  composition,
  historik,
  labels,
  messages,
  ombud,
  organisation,
  privat,
  sessioner,
  tid,
  shell,
  ui,
  validation,
  verifiering,
];

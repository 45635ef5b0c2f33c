// Every Swedish text the user can see. Pure data and small formatters: the server imports
// this entry (@fullmakt/shared/texts), so nothing here may touch React or the browser.
export * from './composition';
export * from './api-errors';
export * from './validation';
export * from './messages';
export * from './labels';
export * from './ui';
export * from './shell';
export * from './privat';
export * from './ombud';
export * from './info';
export * from './formatters';
export * from './organisation';
export * from './historik';
export * from './avisering';
export * from './begaran';
export * from './komponenter';
export * from './sessioner';
export * from './verifiering';
export * from './verifiera-sida';

// The first-view entry `@fullmakt/shared/first-view`, shared as its own singleton: what the
// shell's frame and the public pages (mfe-info: the start page, /info) need before their
// first render — texts, the client stores, the deployment, route handles, the design
// system's first components, the maintenance file, the sign-in rules and the hooks that
// connect the API client to sign-in. No classic zod: its edges (the deployment file, the
// runtime config, the maintenance file, /login's error codes, the stored app mode) are
// checked with zod/mini, and the stored wizard only when the wizard's code loads.
// The root entry re-exports all of it, from the same modules: in the shell's share scope
// each module, and so each store, exists once whichever entry reached it.
// The texts of the frame and the public pages; a remote's own texts (privat, organisation,
// ombud, the component page, history, notices) come with the root entry.
export * from './texts/composition';
export * from './texts/messages';
export * from './texts/labels';
export * from './texts/ui';
export * from './texts/shell';
export * from './texts/info';
export * from './texts/validation';
export * from './store';
export * from './deployment';
export * from './routing';
export * from './ui';
export * from './maintenance';
export * from './wiring';
export * from './domain/app-mode';
export * from './domain/constants';
export * from './domain/api-paths';
export * from './domain/login-rules';
export * from './domain/konfiguration-svar';
// Types only (erased): their schemas stay in the root entry.
export type { Config, Driftinfo } from './domain/config';
export type { User } from './domain/parties';
// The page's language and its translations, loaded before the first render.
export { laddaSidansSprak } from './i18n/sidans-sprak';
// An information page's address in the page's language, for links to it (header, footer).
export { adressPaSprak, sprakvaxling } from './i18n/sidans-adress';
export { aktivtSprak } from './i18n/aktivt-sprak';
export { sprakTagg, type Sprak } from './i18n/sprak';
// An app's own catalogs, loaded beside the shared package's (issue 33 item 3).
export { laddaAppensOversattning, type Kataloger } from './i18n/appens-oversattning';

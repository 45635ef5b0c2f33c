// The root entry `@fullmakt/shared`: domain rules and schemas, texts, client state, the
// deployment, route handles, shared UI, the maintenance file and the hooks that connect the
// API client to sign-in. Module Federation shares it as a singleton, so every remote and the
// shell see the same stores.
// What the first render needs is also the entry `@fullmakt/shared/first-view`
// (src/first-view.ts), without classic zod; this entry re-exports the same modules, so a
// store is one object whichever entry reached it. The API client and server state are the
// entry `@fullmakt/shared/api` (src/api-entry.ts), the create flow `@fullmakt/shared/flode`.
// Apps import only these four entries: any other subpath would become a second instance.
export * from './domain';
export * from './texts';
export * from './store';
export * from './deployment';
export * from './routing';
export * from './ui';
export * from './maintenance';
export * from './wiring';
// The stored wizard is read, checked, when this entry loads (store/aterstall-guide.ts).
import './store/aterstall-guide';

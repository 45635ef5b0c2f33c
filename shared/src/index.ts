// The root entry `@fullmakt/shared`: what the first render of any page needs (domain rules,
// texts, client state, the deployment, route handles, shared UI, the maintenance file and
// the hooks that connect the API client to sign-in). Module Federation shares it as a
// singleton, so every remote and the shell see the same stores.
// The API client and server state are the second singleton entry, `@fullmakt/shared/api`
// (src/api-entry.ts), so a public page loads neither axios nor react-query.
// Apps import only these two entries: any other subpath would become a second instance.
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

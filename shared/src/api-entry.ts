// The second browser entry `@fullmakt/shared/api`, shared as its own singleton: the one
// axios client, one module per backend resource, and server state through the one
// react-query client. Only pages that talk to the API load it; its modules and the root
// entry's are one set in the shell's share scope, so both see the same stores and hooks.
// The stored wizard is read, checked, when this entry loads (store/aterstall-guide.ts).
import './store/aterstall-guide';
export * from './api';
export * from './store/server-state';

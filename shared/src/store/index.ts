// Client state: the wizard store (persisted with the app mode) and the session. Server
// state (the shared query client) is in `@fullmakt/shared/api` (src/api-entry.ts).
export * from './fullmakt-store';
export * from './hooks';
export * from './context';
export * from './session-store';
export * from './serverfel-store';
export * from './konfiguration-store';

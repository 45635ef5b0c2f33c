// Client state: the wizard store (persisted with the app mode), the session, and server
// state through the shared query client.
export * from './fullmakt-store';
export * from './hooks';
export * from './context';
export * from './session-store';
export * from './serverfel-store';
export * from './server-state';

// Test-only entry `@fullmakt/shared/testing`: the msw-backed HTTP answers and one set of
// fixtures for the tests of every remote. Never imported by code that is built.
export * from './http';
export * from './fixtures';
export * from './raa-varden';
export * from './axe';

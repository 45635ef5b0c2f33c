export * from './api-hooks';

export * from './route-handle';

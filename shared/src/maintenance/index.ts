export * from './driftinfo';

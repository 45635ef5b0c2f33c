export {};
export * from './composition';

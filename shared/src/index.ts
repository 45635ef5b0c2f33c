// The one entry the browser apps import. Module Federation shares this module as a
// singleton, so every remote and the shell see the same store and query client.
// Apps must not import subpaths: each subpath would become a second shared instance.
export * from './domain';
export * from './texts';
export * from './store';
export * from './api';
export * from './deployment';
export * from './routing';
export * from './ui';

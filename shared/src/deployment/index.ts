export * from './remotes';
export * from './page-data';

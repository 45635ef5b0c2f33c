export * from './remotes';
export * from './page-data';
export * from './remote-ownership';
export * from './route-patterns';

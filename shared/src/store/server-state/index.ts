// Server state through the one shared QueryClient.
export * from './query-client';
export * from './query-keys';
export * from './list-store';
export * from './cache-updates';
export * from './fullmakt-lista';
export * from './utkast-lista';
export * from './signeringsalternativ-query';
export * from './engagemang-query';
export * from './queries';
export * from './mutations';
export * from './begaran-lista';

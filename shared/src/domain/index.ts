// Pure domain of SPEC §3, §5, §8, §9: schemas, types and rules. No React, no I/O:
// the server imports this entry (@fullmakt/shared/domain).
export * from './enums';
export * from './constants';
export * from './dates';
export * from './identity';
export * from './check-digits';
export * from './personnummer-format';
export * from './age';
export * from './parties';
export * from './fel';
export * from './error-codes';
export * from './engagemang';
export * from './signering';
export * from './tredjeman';
export * from './behorighet';
export * from './mall';
export * from './fullmakt';
export * from './listing';
export * from './utkast';
export * from './underskrift';
export * from './config';
export * from './creation-state';
export * from './api-paths';

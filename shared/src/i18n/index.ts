// The entry `@fullmakt/shared/i18n`: languages, negotiation and translations, for the
// server (which serves each request in its language) and for tests. The browser's start
// reads its page's language through the first-view entry (laddaSidansSprak).
export * from './sprak';
export * from './pseudo-sprak';
export * from './accept-language';
export * from './aktivt-sprak';
export * from './oversattningar';
export * from './lingui-oversattare';
export * from './sidans-adress';
// The shared package's English catalogs, for the server (a page loads them through import()).
export { engelskaKataloger } from '../texts/en';

/** Set at build time by the shared Rspack config. */
declare const __FULLMAKT_BUILD_LABEL__: string;
declare const __FULLMAKT_DEV__: boolean;

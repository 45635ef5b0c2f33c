// The API client: one axios instance and one module per backend resource.
export * from './config';
export * from './errors';
export * from './felmeddelande';
export * from './client';
export * from './request';
export * from './idempotens';
export * from './engagemang';
export * from './signeringsalternativ';
export * from './fullmakter';
export * from './mallar';
export * from './tredjeman';
export * from './utkast';
export * from './personuppslag';
export * from './underskrift';
export * from './sessioner';
export * from './verifiera';

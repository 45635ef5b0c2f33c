// In place of @module-federation/error-codes' dist/desc.mjs (federation-runtime-trim.mjs): the
// runtime's error messages keep their code (#RUNTIME-008), their details and the address of
// the page that explains the code, without the code's one-line description in English.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};

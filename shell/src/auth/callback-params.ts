/** What the provider sent back to /login, in the fragment (response_mode=fragment). */
export interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  error_description: string | null;
}

export function callbackParams(hash: string): CallbackParams {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
    error_description: params.get('error_description'),
  };
}

/** A sign-in callback is a visit to /login with a code, a state or an error in the fragment. */
export function isCallback(params: CallbackParams): boolean {
  return params.code !== null || params.state !== null || params.error !== null;
}

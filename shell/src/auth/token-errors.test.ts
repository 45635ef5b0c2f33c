import { ErrorResponse } from 'oidc-client-ts';
import { forgetsSession, tokenCallStatus } from './token-errors';

describe('token call errors', () => {
  it('reads an OAuth error body as 400, invalid_client as 401', () => {
    expect(tokenCallStatus(new ErrorResponse({ error: 'invalid_grant' }))).toBe(400);
    expect(tokenCallStatus(new ErrorResponse({ error: 'invalid_client' }))).toBe(401);
  });

  it('reads the status the library puts in the message', () => {
    expect(tokenCallStatus(new Error('Internal Server Error (500)'))).toBe(500);
    expect(tokenCallStatus(new Error('Failed to fetch'))).toBeUndefined();
  });

  it('forgets the session on 400 and 401 only', () => {
    expect(forgetsSession(new ErrorResponse({ error: 'invalid_grant' }))).toBe(true);
    expect(forgetsSession(new Error('Unauthorized (401)'))).toBe(true);
    expect(forgetsSession(new Error('Bad Gateway (502)'))).toBe(false);
    expect(forgetsSession(new TypeError('Failed to fetch'))).toBe(false);
  });
});

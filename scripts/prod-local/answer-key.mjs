// The key that signs third parties' answers (README "Signed answers"): production's rules
// require one, the same in both server processes, so `up` makes it once beside the secret.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prodLocal } from './layout.mjs';

const file = () => path.join(prodLocal.stateDir, 'answer-signing-keys.json');

/** A new P-256 key that signs from now, written for the processes `up` starts. */
export function makeAnswerKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: `prod-local-${randomBytes(4).toString('hex')}`,
  };
  writeFileSync(file(), JSON.stringify([{ signsFrom: new Date().toISOString(), jwk }]), {
    mode: 0o600,
  });
}

/** The key set as FULLMAKT_ANSWER_SIGNING_KEYS takes it. */
export function answerKeys() {
  return readFileSync(file(), 'utf8');
}

// Kontrollerar ett signerat svar från Fullmakt utan att fråga tjänsten.
// node verify-answer.mjs jwks.json svar.json "<huvudet Fullmakt-Signature>"
import { readFileSync } from 'node:fs';
import canonicalize from 'canonicalize';
import { compactVerify, createLocalJWKSet, errors } from 'jose';
const [jwksFile, answerFile, signature = ''] = process.argv.slice(2);
const keys = createLocalJWKSet(JSON.parse(readFileSync(jwksFile, 'utf8')));
try {
  const body = canonicalize(JSON.parse(readFileSync(answerFile, 'utf8')));
  const [header, , sig] = signature.split('.');
  const jws = `${header}.${Buffer.from(body).toString('base64url')}.${sig}`;
  const { protectedHeader: h } = await compactVerify(jws, keys, { algorithms: ['ES256'] });
  if (h.typ !== 'fullmakt-svar+jws') {
    throw new Error('signaturen gäller inte ett svar från Fullmakt');
  }
  if (h.exp * 1000 < Date.now()) {
    console.info(`Utgånget: svaret gällde till ${new Date(h.exp * 1000).toISOString()}.`);
    process.exit(1);
  }
  console.info(`Giltigt: signerat ${new Date(h.iat * 1000).toISOString()} med nyckeln ${h.kid}.`);
} catch (error) {
  if (error instanceof errors.JWKSNoMatchingKey) {
    console.info('Kan inte kontrolleras: nyckeln (kid) finns inte i nyckelmängden.');
  } else if (error instanceof errors.JWSSignatureVerificationFailed) {
    console.info('Ogiltigt: svaret har ändrats efter att det signerades.');
  } else {
    console.info(`Kan inte läsas: ${error.message}`);
  }
  process.exit(1);
}

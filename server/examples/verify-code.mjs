// Kontrollerar koden i QR-koden på en fullmakts PDF utan att fråga tjänsten.
// node verify-code.mjs jwks.json "<länken i QR-koden eller koden efter #>"
import { readFileSync } from 'node:fs';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
const [jwksFile, scanned = ''] = process.argv.slice(2);
const keys = createLocalJWKSet(JSON.parse(readFileSync(jwksFile, 'utf8')));
const code = scanned.includes('#') ? scanned.slice(scanned.indexOf('#') + 1) : scanned;
try {
  const { payload, protectedHeader } = await jwtVerify(code, keys, {
    algorithms: ['ES256'],
    typ: 'fullmakt-kod+jwt',
    requiredClaims: ['exp', 'fid', 'sha'],
  });
  console.info(
    `Äkta: koden gäller fullmakt ${payload.fid} (innehåll ${payload.sha}), signerad med ${protectedHeader.kid}, ` +
      `kan kontrolleras till ${new Date(payload.exp * 1000).toLocaleDateString('sv-SE')}.`,
  );
} catch (error) {
  if (error instanceof errors.JWTExpired) {
    console.info('Utgången: koden kan inte längre kontrolleras. Be om en ny utskrift.');
  } else if (error instanceof errors.JWKSNoMatchingKey) {
    console.info('Kan inte kontrolleras: nyckeln (kid) finns inte i nyckelmängden.');
  } else if (error instanceof errors.JWSSignatureVerificationFailed) {
    console.info('Ogiltig: koden har ändrats efter att den gjordes.');
  } else {
    console.info(`Kan inte läsas: ${error.message}`);
  }
  process.exit(1);
}

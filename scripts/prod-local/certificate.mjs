import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made at every start (two days, so
 * none outlives its run by much); the browser in `pnpm e2e:prod` is told to accept it.
 */
export function makeCertificate(dir) {
  const certFile = path.join(dir, 'tls.crt');
  const keyFile = path.join(dir, 'tls.key');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`openssl kunde inte göra ett certifikat: ${result.stderr || result.error}`);
  }
  return { certFile, keyFile };
}

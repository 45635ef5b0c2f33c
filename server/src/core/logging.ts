/** Runs of digits shaped like personnummer, samordningsnummer or orgnr (with or without hyphen). */
const identityLike = /\b(\d{6}|\d{8})[-+]?\d{4}\b/g;

/** Replaces anything shaped like an identity number; such numbers never reach the logs. */
export function maskIdentities(text: string): string {
  return text.replace(identityLike, '[id]');
}

/**
 * The logger's settings: request lines without identity numbers in the URL, and the
 * headers that carry credentials or tokens redacted.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["refresh-token"]',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[dold]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskIdentities(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

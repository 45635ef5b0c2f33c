import { maskLogLine, maskUrl } from './masking';

/**
 * The logger's settings: request lines without identity numbers or credentials in the URL,
 * the headers that carry credentials or tokens redacted, and every line, whatever wrote
 * it (an error's message, a library's warning), masked once more as it is written.
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
    hooks: { streamWrite: maskLogLine },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: maskUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

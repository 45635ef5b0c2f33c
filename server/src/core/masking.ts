/**
 * What never reaches a log line (issue 38): identity numbers in any form, and anything
 * shaped like a credential (a JWT, a ticket, a code, a long random run). One set of rules
 * for the request line, the browser-error reports and every other line the logger writes.
 */

/** Between the date and the last four: none, a hyphen, a plus (100 or older), spaces, … */
const lastFourSeparator = String.raw`(?:[\s\-+._\u2010-\u2015\u2212]|%2[0BbDd]){0,3}`;
/** Between the parts of the date itself (1978 03 12, 1978-03-12). */
const datePartSeparator = String.raw`(?:[\s\-.]|%20)?`;

/**
 * A personnummer, samordningsnummer or orgnr (10 or 12 digits, the 16 prefix included):
 * with or without century, hyphen, plus, spaces or dots, URL-encoded or not, and
 * whatever letters stand beside it (pnr197803122386). Digits on either side, or a
 * decimal point before, make it another number (a timestamp, a fraction).
 */
const identityLike = new RegExp(
  String.raw`(?<![\d.])(?:\d{2}${datePartSeparator})?\d{2}${datePartSeparator}\d{2}${datePartSeparator}\d{2}${lastFourSeparator}\d{4}(?!\d)`,
  'g',
);
/** Any longer run of digits: an identity number glued to other digits is still one. */
const longDigitRun = /(?<![\d.])\d{13,}(?!\d)/g;

/** A JWT or anything else that starts as base64url JSON (`{"` is `eyJ`). */
const jwtLike = /eyJ[A-Za-z0-9_-]{2,}(?:\.[A-Za-z0-9_-]*){0,4}/g;
/** Runs of base64url (or hex) long enough to be a token, a ticket or a code. */
const base64urlRun = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;
/** Standard base64 (with + and /, maybe padded). */
const base64Run = /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])/g;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Random text, not a word: both cases and a digit or a base64url sign (a camelCase name
 * in a stack trace has neither), or long hex. A power's or request's UUID stays: it names
 * no one and is what an operator follows a request by.
 */
function looksRandom(run: string): boolean {
  if (uuid.test(run)) {
    return false;
  }
  const mixedCase = /[a-z]/.test(run) && /[A-Z]/.test(run);
  return (mixedCase && /[\d_\-+/]/.test(run)) || /^[0-9a-fA-F]{32,}$/.test(run);
}

function maskIdentityNumbers(text: string): string {
  return text.replace(longDigitRun, '[id]').replace(identityLike, '[id]');
}

/** The text with identity numbers as [id] and tokens as [token]. */
export function maskText(text: string): string {
  return maskIdentityNumbers(
    text
      .replace(jwtLike, '[token]')
      .replace(base64urlRun, (run) => (looksRandom(run) ? '[token]' : run))
      .replace(base64Run, (run) => (looksRandom(run) ? '[token]' : run)),
  );
}

/** Query parameters whose value is a credential however it looks (OAuth, signing, …). */
const secretParameter =
  /token|hint|^code$|^code_verifier$|state$|nonce|ticket|biljett|secret|password|assertion|jwt|^request(_uri)?$|key|sig|session|dpop/i;

/**
 * A request URL as the log keeps it: the query values that are credentials by name
 * (id_token_hint, code, state, bvebiljett, …) dropped whatever their form, and the rest,
 * path included, through maskText (a ticket in the path, a personnummer in a filter).
 */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) {
    return maskText(url);
  }
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) {
        return pair;
      }
      const name = pair.slice(0, equals);
      return secretParameter.test(safeDecode(name)) ? `${name}=[dold]` : pair;
    })
    .join('&');
  return maskText(`${url.slice(0, queryAt)}?${query}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fields whose value is a credential whatever it looks like. */
const secretField = /token|biljett|ticket|secret|password|cookie|authorization|dpop|assertion/i;

function maskValue(key: string, value: unknown): unknown {
  if (key === 'reqId' && typeof value === 'string') {
    // A trusted proxy's request id (nginx's is 32 hex digits) is what support follows a
    // call by through every log: kept, but for an identity number in it.
    return maskIdentityNumbers(value);
  }
  if (typeof value === 'string') {
    return secretField.test(key) ? '[dold]' : maskText(value);
  }
  if (typeof value === 'number') {
    // pino's own time is epoch milliseconds (13 digits), not an identity.
    return key !== 'time' && maskText(String(value)) !== String(value) ? '[id]' : value;
  }
  if (Array.isArray(value)) {
    return value.map((item) => maskValue(key, item));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [maskText(k), maskValue(k, v)]),
    );
  }
  return value;
}

/**
 * One line as pino writes it (JSON and a newline), masked. Most lines hold nothing to mask
 * and pass after one scan; one that does is parsed and masked field by field, so the line
 * stays valid JSON (a masked number becomes a string) and `time` keeps its digits.
 */
export function maskLogLine(line: string): string {
  const withoutOwn = line.replace(/"time":\d+/, '').replace(/"reqId":"[^"]*"/, '');
  if (maskText(withoutOwn) === withoutOwn) {
    return line;
  }
  try {
    return `${JSON.stringify(maskValue('', JSON.parse(line)))}\n`;
  } catch {
    return maskText(line);
  }
}

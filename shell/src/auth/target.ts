/**
 * The wanted location travels to /login as `target`: base64 of the path, query and hash
 * (UTF-8, so Swedish letters survive), URL-encoded in the query (SPEC §2).
 */
export function encodeTarget(location: string): string {
  const bytes = new TextEncoder().encode(location);
  let binary = '';
  for (const byte of bytes) {
    binary += String.fromCharCode(byte);
  }
  return btoa(binary);
}

/**
 * The location a `target` names, or undefined. Only a path on this site is accepted, so a
 * crafted link cannot send the user to another site after sign-in.
 */
export function decodeTarget(target: string | null | undefined): string | undefined {
  if (!target) {
    return undefined;
  }
  let location: string;
  try {
    const binary = atob(target);
    location = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
  const ownPath =
    location.startsWith('/') && !location.startsWith('//') && !location.includes('\\');
  return ownPath ? location : undefined;
}

/** The sign-in page that brings the user back to `location` afterwards. */
export function loginPathFor(location: string): string {
  const query = new URLSearchParams({ target: encodeTarget(location) });
  return `/login?${query.toString()}`;
}

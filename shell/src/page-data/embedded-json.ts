/**
 * A JSON data block the server wrote into index.html (server/src/web/shell-page.ts), or
 * undefined when the page has none (the dev server, or the server could not tell). Data
 * blocks are never run, so the strict CSP allows them; each saves a request before the
 * first render.
 */
export function embeddedJson(elementId: string): unknown {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

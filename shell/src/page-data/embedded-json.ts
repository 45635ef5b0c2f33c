/**
 * A JSON data block the server wrote into index.html (server/src/web/shell-page.ts), or
 * undefined when the page has none (the dev server) or it is not JSON: then the caller asks
 * the server instead, so a broken block never stops the start. Data blocks are never run,
 * so the strict CSP allows them; each saves a request before the first render.
 */
export function embeddedJson(elementId: string): unknown {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(`Siddatan ${elementId} kunde inte läsas`, error);
    return undefined;
  }
}

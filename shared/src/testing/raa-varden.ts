/**
 * The raw values in a style sheet that a token covers: a colour (#hex, rgb(), hsl()) or a
 * pixel size over 1 px. Media queries may name pixels (breakpoints cannot be custom
 * properties), and 1 px stays allowed for the visually-hidden pattern.
 */
export function raaVarden(css: string): string[] {
  const utanKommentarer = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rader = utanKommentarer.split('\n').filter((rad) => !rad.trim().startsWith('@media'));
  const fynd: string[] = [];
  for (const rad of rader) {
    for (const [traff] of rad.matchAll(
      /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\b\d+(?:\.\d+)?px\b/gi,
    )) {
      if (traff !== '1px') {
        fynd.push(traff);
      }
    }
  }
  return fynd;
}

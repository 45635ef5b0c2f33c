/** A text or control colour on its background, as tokens.css states it in a comment. */
export interface KontrastPar {
  forgrund: string;
  bakgrund: string;
  angiven: number;
  /** A border, focus ring or control: WCAG 1.4.11 asks 3:1, not 4.5:1. */
  ui: boolean;
}

const deklaration = /(--[\w-]+):\s*([^;]+);/g;
const parKommentar = /(--[\w-]+):[^;]+;\s*\/\*\s*(ui )?contrast:\s*([\d.]+):1 on (--[\w-]+)/g;

/** Every custom property's value in a CSS text (the first declaration wins: :root's own). */
export function tokenVarden(css: string): Map<string, string> {
  const varden = new Map<string, string>();
  for (const [, namn, varde] of css.matchAll(deklaration)) {
    if (namn && varde && !varden.has(namn)) {
      varden.set(namn, varde.trim());
    }
  }
  return varden;
}

export function paraAttKontrollera(css: string): KontrastPar[] {
  return [...css.matchAll(parKommentar)].map(
    ([, forgrund = '', ui, angiven = '0', bakgrund = '']) => ({
      forgrund,
      bakgrund,
      angiven: Number(angiven),
      ui: ui !== undefined,
    }),
  );
}

function relativLuminans(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const kanaler = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = kanaler;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG 2 contrast ratio of two #rrggbb colours. */
export function kontrast(a: string, b: string): number {
  const la = relativLuminans(a);
  const lb = relativLuminans(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

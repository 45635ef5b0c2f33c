// @vitest-environment node
import tokensCss from './tokens.css?raw';
import { kontrast, paraAttKontrollera, tokenVarden } from './tokens-kontrast';

describe('the colour tokens', () => {
  const varden = tokenVarden(tokensCss);
  const par = paraAttKontrollera(tokensCss);

  it('name a background and a ratio for every text colour', () => {
    expect(par.length).toBeGreaterThanOrEqual(20);
  });

  it.each(par.map((p) => [`${p.forgrund} on ${p.bakgrund}`, p] as const))(
    '%s: the stated ratio is the computed one and meets WCAG AA',
    (_namn, p) => {
      const forgrund = varden.get(p.forgrund);
      const bakgrund = varden.get(p.bakgrund);
      expect(forgrund, p.forgrund).toMatch(/^#[0-9a-f]{6}$/i);
      expect(bakgrund, p.bakgrund).toMatch(/^#[0-9a-f]{6}$/i);
      const raknad = kontrast(forgrund ?? '', bakgrund ?? '');
      expect(raknad).toBeCloseTo(p.angiven, 1);
      expect(raknad).toBeGreaterThanOrEqual(p.ui ? 3 : 4.5);
    },
  );

  it('computes WCAG contrast as the spec defines it', () => {
    expect(kontrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(kontrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('finds a wrong stated ratio', () => {
    const fel = ':root { --a: #777777; /* contrast: 7.00:1 on --b */ --b: #ffffff; }';
    const [p] = paraAttKontrollera(fel);
    const v = tokenVarden(fel);
    expect(
      kontrast(v.get(p?.forgrund ?? '') ?? '', v.get(p?.bakgrund ?? '') ?? ''),
    ).not.toBeCloseTo(p?.angiven ?? 0, 1);
  });
});

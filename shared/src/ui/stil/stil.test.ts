// @vitest-environment node
import dialogCss from './dialog.css?raw';
import faltCss from './falt.css?raw';
import knappCss from './knapp.css?raw';
import notisCss from './notis.css?raw';
import sidaCss from './sida.css?raw';
import spinnerCss from './spinner.css?raw';
import stegCss from './steg.css?raw';
import tabellCss from './tabell.css?raw';
import taggCss from './tagg.css?raw';
import utskriftCss from './utskrift.css?raw';
import valCss from './val.css?raw';
import { raaVarden } from '../../testing/raa-varden';

/** Every style sheet of the design system except the tokens themselves. */
const filer: [string, string][] = [
  ['dialog.css', dialogCss],
  ['falt.css', faltCss],
  ['knapp.css', knappCss],
  ['notis.css', notisCss],
  ['sida.css', sidaCss],
  ['spinner.css', spinnerCss],
  ['steg.css', stegCss],
  ['tabell.css', tabellCss],
  ['tagg.css', taggCss],
  ['utskrift.css', utskriftCss],
  ['val.css', valCss],
];

describe('the design system style sheets', () => {
  it.each(filer)('%s uses tokens, not raw colours or pixel sizes', (_namn, css) => {
    expect(raaVarden(css)).toEqual([]);
  });

  it('finds a raw colour and a raw pixel size, but not a breakpoint or a hairline', () => {
    const css = `.a { color: #fff; padding: 12px; background: rgb(0 0 0); }
@media (max-width: 575.98px) { .b { width: 1px; } }`;
    expect(raaVarden(css)).toEqual(['#fff', '12px', 'rgb(']);
  });
});

import * as root from '../index';
import * as flode from '../flode';
import * as skjema from './skjema';

// The package root is one shared singleton every page loads whole: the form, list and flow
// components stay out of it (a public page would pay for them) and come with the flow entry.
describe('the form, list and flow components', () => {
  it('are exported by @fullmakt/shared/flode and not by the package root', () => {
    const namn = Object.keys(skjema);
    expect(namn).toContain('TextFalt');
    expect(namn.filter((n) => n in root)).toEqual([]);
    expect(namn.filter((n) => !(n in flode))).toEqual([]);
  });
});

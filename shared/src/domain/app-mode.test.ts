// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { appModeForPath, sidklassForAppMode, startvagForAppMode } from './app-mode';

describe('app mode helpers', () => {
  it('give the page style class privat or foretag', () => {
    expect(sidklassForAppMode('PRIVAT')).toBe('privat');
    expect(sidklassForAppMode('ORGANISATION')).toBe('foretag');
  });

  it('give the role start route as the lower-cased role', () => {
    expect(startvagForAppMode('ORGANISATION')).toBe('/organisation');
    expect(startvagForAppMode('PRIVAT', 'sv')).toBe('/sv/privat');
  });

  it('let a path under /privat or /organisation decide the mode, and no other path', () => {
    expect(appModeForPath('/privat')).toBe('PRIVAT');
    expect(appModeForPath('/privat/')).toBe('PRIVAT');
    expect(appModeForPath('/privat/fullmaktsgivare/fullmakt')).toBe('PRIVAT');
    expect(appModeForPath('/privat/ombud')).toBe('PRIVAT');
    expect(appModeForPath('/organisation')).toBe('ORGANISATION');
    expect(appModeForPath('/organisation/ombud/fullmakt')).toBe('ORGANISATION');
    expect(appModeForPath('/')).toBeUndefined();
    expect(appModeForPath('/info/fungerar')).toBeUndefined();
    expect(appModeForPath('/underskrift/resultat')).toBeUndefined();
    // A word that only begins like a role tree is not in it.
    expect(appModeForPath('/privatperson')).toBeUndefined();
    expect(appModeForPath('/organisationer')).toBeUndefined();
  });
});

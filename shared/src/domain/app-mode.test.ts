// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { sidklassForAppMode, startvagForAppMode } from './app-mode';

describe('app mode helpers', () => {
  it('give the page style class privat or foretag', () => {
    expect(sidklassForAppMode('PRIVAT')).toBe('privat');
    expect(sidklassForAppMode('ORGANISATION')).toBe('foretag');
  });

  it('give the role start route as the lower-cased role', () => {
    expect(startvagForAppMode('ORGANISATION')).toBe('/organisation');
    expect(startvagForAppMode('PRIVAT', 'sv')).toBe('/sv/privat');
  });
});

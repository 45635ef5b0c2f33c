// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import {
  BREAKPOINTS,
  DRIFTINFO_INTERVAL_MS,
  LIST_CACHE_MS,
  LIST_PAGE_SIZE,
  MALL_FETCH_SIZE,
  MINIMIALDER,
  REGISTER_KALLOR,
  SIGNERINGSALTERNATIV_CACHE_MS,
  TREDJEMAN_FETCH_SIZE,
  UI_PAGE_SIZE,
  UTKAST_BORTTAGNING_DAGAR,
  DEFAULT_TRANSPORTFULLMAKT_MAX_LED,
  breakpointFor,
  compareSwedishNames,
} from './constants';

describe('business constants', () => {
  it('hold the numbers of the spec', () => {
    expect(LIST_PAGE_SIZE).toBe(20);
    expect(UI_PAGE_SIZE).toBe(5);
    expect(LIST_CACHE_MS).toBe(90000);
    expect(SIGNERINGSALTERNATIV_CACHE_MS).toBe(60000);
    expect(MALL_FETCH_SIZE).toBe(1000);
    expect(TREDJEMAN_FETCH_SIZE).toBe(100);
    expect(DRIFTINFO_INTERVAL_MS).toBe(300000);
    expect(REGISTER_KALLOR).toEqual(['2021005448', '2021005489']);
    expect(MINIMIALDER).toBe(18);
    expect(UTKAST_BORTTAGNING_DAGAR).toBe(30);
    expect(DEFAULT_TRANSPORTFULLMAKT_MAX_LED).toBe(1);
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
  });

  it('place widths in breakpoints at the exact limits', () => {
    expect(breakpointFor(575)).toBe('xs');
    expect(breakpointFor(576)).toBe('sm');
    expect(breakpointFor(767)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(991)).toBe('md');
    expect(breakpointFor(992)).toBe('lg');
    expect(breakpointFor(1199)).toBe('lg');
    expect(breakpointFor(1200)).toBe('xl');
  });

  it('sort names the Swedish way, ignoring case', () => {
    expect(['Örebro', 'ale', 'Ängelholm', 'Borås', 'Åre'].sort(compareSwedishNames)).toEqual([
      'ale',
      'Borås',
      'Åre',
      'Ängelholm',
      'Örebro',
    ]);
  });
});

import { lasSprakFran } from '../i18n/aktivt-sprak';
import { linguiOversattare } from '../i18n/lingui-oversattare';
import { glomOversattningar, laggTillOversattning } from '../i18n/oversattningar';
import { engelskaKataloger } from '../texts/en';
import { idag, svenskTid } from './svensk-tid';

/**
 * Dates shown to users are Swedish days and times (issue 18): 00:30 in Stockholm is still the
 * day before in UTC, by one hour in winter (CET) and two in summer (CEST).
 */
describe('svenskTid: every date and time a user sees, in Swedish time', () => {
  const vinterNatt = '2026-01-15T23:30:00Z'; // 00:30 on 16 January in Stockholm
  const sommarNatt = '2026-07-15T22:30:00Z'; // 00:30 on 16 July in Stockholm

  it('gives the Swedish day at 00:30 in winter, not the UTC day before', () => {
    expect(vinterNatt.slice(0, 10)).toBe('2026-01-15');
    expect(svenskTid(vinterNatt)).toBe('2026-01-16');
    expect(svenskTid(new Date(vinterNatt), 'tidpunkt')).toBe('16 januari 2026 kl. 00.30');
    expect(svenskTid(vinterNatt, 'datum')).toBe('16 januari 2026');
  });

  it('gives the Swedish day at 00:30 in summer time, two hours ahead of UTC', () => {
    expect(sommarNatt.slice(0, 10)).toBe('2026-07-15');
    expect(svenskTid(sommarNatt)).toBe('2026-07-16');
    expect(svenskTid(sommarNatt, 'tidpunkt')).toBe('16 juli 2026 kl. 00.30');
  });

  it('keeps the day until midnight Swedish time, and takes an offset as given', () => {
    expect(svenskTid('2026-01-15T22:59:00Z', 'tidpunkt')).toBe('15 januari 2026 kl. 23.59');
    expect(svenskTid('2026-07-16T00:30:00+02:00')).toBe('2026-07-16');
  });

  it('idag is the Swedish day of the moment', () => {
    expect(idag(new Date(sommarNatt))).toBe('2026-07-16');
  });
});

describe('the Swedish-time formatters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are made on first use, once each, not when the module loads (a public page formats no date)', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    const skapad = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const { svenskTid: nyTid } = await import('./svensk-tid');
    expect(skapad).not.toHaveBeenCalled();
    expect(nyTid('2026-01-15T23:30:00Z')).toBe('2026-01-16');
    expect(nyTid('2026-01-16T23:30:00Z')).toBe('2026-01-17');
    expect(skapad).toHaveBeenCalledOnce();
    expect(nyTid('2026-01-15T23:30:00Z', 'tidpunkt')).toBe('16 januari 2026 kl. 00.30');
    expect(skapad).toHaveBeenCalledTimes(2);
  });
});

describe('svenskTid on an English page', () => {
  afterEach(() => {
    lasSprakFran(() => 'sv');
    glomOversattningar();
  });

  it('names the month and orders day and time the English way; the day stays yyyy-mm-dd', () => {
    laggTillOversattning('en', linguiOversattare('en', ...engelskaKataloger));
    lasSprakFran(() => 'en');
    expect(svenskTid('2026-01-15T23:30:00Z', 'tidpunkt')).toBe('16 January 2026 at 00:30');
    expect(svenskTid('2026-07-15T22:30:00Z', 'datum')).toBe('16 July 2026');
    expect(svenskTid('2026-01-15T23:30:00Z')).toBe('2026-01-16');
    expect(idag(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
  });
});

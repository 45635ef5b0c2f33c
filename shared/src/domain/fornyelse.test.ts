import { dagarMellan, fornyadGiltighet, garUtSnart, kanFornyas, laggTillDagar } from './fornyelse';

describe('the renewal validity', () => {
  it('is as long as the old one and starts the day after it ends', () => {
    expect(
      fornyadGiltighet({ giltigFrom: '2026-01-01', giltigTom: '2026-12-31' }, '2026-12-10'),
    ).toEqual({ giltigFrom: '2027-01-01', giltigTom: '2027-12-31' });
  });

  it('starts today when the old one has ended, with the same length', () => {
    expect(
      fornyadGiltighet({ giltigFrom: '2026-03-01', giltigTom: '2026-03-10' }, '2026-11-27'),
    ).toEqual({ giltigFrom: '2026-11-27', giltigTom: '2026-12-06' });
  });

  it('starts today when the old one ended yesterday (the day after is today)', () => {
    expect(
      fornyadGiltighet({ giltigFrom: '2026-11-01', giltigTom: '2026-11-26' }, '2026-11-27'),
    ).toEqual({ giltigFrom: '2026-11-27', giltigTom: '2026-12-22' });
  });

  it('keeps a one-day power one day long', () => {
    expect(
      fornyadGiltighet({ giltigFrom: '2026-11-30', giltigTom: '2026-11-30' }, '2026-11-27'),
    ).toEqual({ giltigFrom: '2026-12-01', giltigTom: '2026-12-01' });
  });

  it('counts days across a leap day', () => {
    expect(
      fornyadGiltighet({ giltigFrom: '2027-03-01', giltigTom: '2028-02-28' }, '2027-06-01'),
    ).toEqual({ giltigFrom: '2028-02-29', giltigTom: '2029-02-27' });
  });

  it('is cut at the latest allowed day', () => {
    expect(
      fornyadGiltighet(
        { giltigFrom: '2026-01-01', giltigTom: '2026-12-31' },
        '2026-12-10',
        '2027-06-30',
      ),
    ).toEqual({ giltigFrom: '2027-01-01', giltigTom: '2027-06-30' });
  });

  it('has none for an open-ended power', () => {
    expect(fornyadGiltighet({ giltigFrom: '2026-01-01' }, '2026-12-10')).toBeUndefined();
  });
});

describe('a power ending soon', () => {
  const idag = '2026-11-27';
  it('is a signed power whose last day is within 30 days, today included', () => {
    expect(garUtSnart({ status: 'UNDERSKRIVEN', giltigTom: idag }, idag)).toBe(true);
    expect(garUtSnart({ status: 'UNDERSKRIVEN', giltigTom: '2026-12-27' }, idag)).toBe(true);
  });
  it('is not one ending later, ended, open-ended or not in force', () => {
    expect(garUtSnart({ status: 'UNDERSKRIVEN', giltigTom: '2026-12-28' }, idag)).toBe(false);
    expect(garUtSnart({ status: 'UNDERSKRIVEN', giltigTom: '2026-11-26' }, idag)).toBe(false);
    expect(garUtSnart({ status: 'UNDERSKRIVEN' }, idag)).toBe(false);
    expect(garUtSnart({ status: 'ATERKALLAD', giltigTom: '2026-12-01' }, idag)).toBe(false);
  });
  it('is not one already renewed: its reminders are skipped too', () => {
    const fornyadAv = { id: 'ny' };
    expect(garUtSnart({ status: 'UNDERSKRIVEN', giltigTom: idag, fornyadAv }, idag)).toBe(false);
  });
});

describe('what can be renewed', () => {
  it('is a signed or expired power with an end', () => {
    expect(kanFornyas({ status: 'UNDERSKRIVEN', giltigTom: '2026-12-01' })).toBe(true);
    expect(kanFornyas({ status: 'UTGANGEN', giltigTom: '2026-10-01' })).toBe(true);
    expect(kanFornyas({ status: 'UNDERSKRIVEN' })).toBe(false);
    expect(kanFornyas({ status: 'ATERKALLAD', giltigTom: '2026-12-01' })).toBe(false);
    expect(kanFornyas({ status: 'PABORJAD', giltigTom: '2026-12-01' })).toBe(false);
  });
  it('is refused for a power renewed already, in force or ended: a power is renewed once', () => {
    const fornyadAv = { id: 'ny' };
    expect(kanFornyas({ status: 'UNDERSKRIVEN', giltigTom: '2026-12-01', fornyadAv })).toBe(false);
    expect(kanFornyas({ status: 'UTGANGEN', giltigTom: '2026-10-01', fornyadAv })).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('moves across month and year ends', () => {
    expect(laggTillDagar('2026-12-31', 1)).toBe('2027-01-01');
    expect(laggTillDagar('2026-03-01', -1)).toBe('2026-02-28');
    expect(dagarMellan('2026-03-28', '2026-03-30')).toBe(2);
  });
});

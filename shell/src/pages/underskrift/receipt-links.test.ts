import { enFullmakt } from '@fullmakt/shared/testing';
import { tomtSkapandeTillstand } from '@fullmakt/shared';
import { receiptLinks } from './receipt-links';

const tomWizard = {
  appMode: 'PRIVAT' as const,
  transport: false,
  skapande: tomtSkapandeTillstand(),
};

describe('where the receipt leads on', () => {
  it('leads from a private power to the private overview and to the power itself', () => {
    const fullmakt = enFullmakt({
      id: 'f9',
      fullmaktsgivarroll: 'Privat',
      fullmaktsgivare: { id: '197803122386', typ: 'pnr' },
      tredjeman: { id: '2021005448' },
    });
    expect(receiptLinks(fullmakt, { ...tomWizard, appMode: 'ORGANISATION' })).toEqual({
      overview: '/privat/fullmaktsgivare',
      power: '/privat/fullmaktsgivare/fullmakt?id=f9&orgnummer=2021005448',
    });
  });

  it('leads from an organisation’s power to the organisation’s overview', () => {
    const fullmakt = enFullmakt({ id: 'f8', fullmaktsgivarroll: 'Organisation' });
    expect(receiptLinks(fullmakt, tomWizard).overview).toBe('/organisation/fullmaktsgivare');
  });

  it('leads from a share onward to the holder’s received power and overview', () => {
    const delning = enFullmakt({
      id: 'd1',
      fullmaktsgivarroll: 'Privat',
      ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'orig' } },
      tredjeman: { id: '2021005448' },
    });
    expect(receiptLinks(delning, tomWizard)).toEqual({
      overview: '/privat/ombud',
      power: '/privat/ombud/fullmakt?id=orig&orgnummer=2021005448',
    });
  });

  it('offers to try again on the review while the wizard holds the draft', () => {
    const skapande = {
      ...tomtSkapandeTillstand(),
      fullmakt: enFullmakt(),
      fullmaktsgivarroll: 'Organisation' as const,
    };
    expect(receiptLinks(undefined, { ...tomWizard, skapande })).toEqual({
      overview: '/organisation/fullmaktsgivare',
      retry: '/organisation/fullmaktsgivare/skapa/underskrift',
    });
    expect(
      receiptLinks(undefined, {
        appMode: 'PRIVAT',
        transport: true,
        skapande: { ...skapande, fullmaktsgivarroll: 'Privat' },
      }),
    ).toEqual({ overview: '/privat/ombud', retry: '/privat/ombud/dela/underskrift' });
    expect(receiptLinks(undefined, tomWizard)).toEqual({ overview: '/privat/fullmaktsgivare' });
  });
});

import { render, screen } from '@testing-library/react';
import { HistorikLista } from './HistorikLista';

describe('HistorikLista', () => {
  it('writes each event as a Swedish sentence in Swedish time, in the order given', () => {
    render(
      <HistorikLista
        handelser={[
          {
            id: '3',
            typ: 'ATERKALLAD',
            tidpunkt: '2026-11-24T08:00:00.000Z',
            aktor: { id: '197803122386', namn: 'Anna Lindqvist' },
          },
          {
            id: '2',
            typ: 'UNDERSKRIVEN_AV',
            tidpunkt: '2026-11-23T09:14:00.000Z',
            aktor: { id: '198209142622', namn: 'Maria Svensson' },
          },
          // A protected identity: the server sends no name, and none is guessed.
          {
            id: '1',
            typ: 'UNDERSKRIVEN_AV',
            tidpunkt: '2026-07-01T22:05:00.000Z',
            aktor: { id: '199502244602' },
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Anna Lindqvist återkallade fullmakten 24 november 2026 kl. 09.00',
      'Maria Svensson skrev under 23 november 2026 kl. 10.14',
      'Fullmakten skrevs under 2 juli 2026 kl. 00.05',
    ]);
  });

  it("writes the third party's reads: who of it, how, and a day of many as one line", () => {
    const tillstand = { id: '2021003450', namn: 'Tillståndsmyndigheten' };
    render(
      <HistorikLista
        handelser={[
          {
            id: '5',
            typ: 'HAMTAD',
            tidpunkt: '2026-11-28T09:14:00.000Z',
            aktor: tillstand,
            lasare: { typ: 'person', namn: 'Eva Ek' },
          },
          // An official with protected identity: the third party alone is named.
          {
            id: '4',
            typ: 'HAMTAD',
            tidpunkt: '2026-11-28T08:00:00.000Z',
            aktor: tillstand,
            lasare: { typ: 'person' },
            iLista: true,
          },
          {
            id: '3',
            typ: 'HAMTAD',
            tidpunkt: '2026-11-27T16:00:00.000Z',
            aktor: tillstand,
            antal: 14,
          },
          {
            id: '2',
            typ: 'HAMTAD',
            tidpunkt: '2026-11-26T10:00:00.000Z',
            aktor: tillstand,
            lasare: { typ: 'klient', id: 'arende-1' },
          },
          { id: '1', typ: 'KONTROLLERAD_MED_KOD', tidpunkt: '2026-11-25T10:00:00.000Z', antal: 5 },
          { id: '0', typ: 'KONTROLLERAD_MED_KOD', tidpunkt: '2026-11-24T10:00:00.000Z' },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Eva Ek på Tillståndsmyndigheten hämtade fullmakten 28 november 2026 kl. 10.14',
      'Tillståndsmyndigheten hämtade fullmakten i en lista 28 november 2026 kl. 09.00',
      'Tillståndsmyndigheten hämtade fullmakten 14 gånger 27 november 2026',
      'Tillståndsmyndigheten hämtade fullmakten med systemet arende-1 26 november 2026 kl. 11.00',
      'Fullmakten kontrollerades med kod 5 gånger 25 november 2026',
      'Fullmakten kontrollerades med kod 24 november 2026 kl. 11.00',
    ]);
  });

  it('says so when nothing has happened', () => {
    render(<HistorikLista handelser={[]} />);
    expect(screen.getByText('Inget har hänt med fullmakten ännu.')).toBeTruthy();
  });
});

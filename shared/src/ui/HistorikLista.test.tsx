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

  it('says so when nothing has happened', () => {
    render(<HistorikLista handelser={[]} />);
    expect(screen.getByText('Inget har hänt med fullmakten ännu.')).toBeTruthy();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InloggningsSession } from '@fullmakt/shared';
import { svaraHttp, type Anrop } from '@fullmakt/shared/testing';
import { InloggningarPage } from './InloggningarPage';

const denna: InloggningsSession = {
  id: 's-denna',
  inloggad: '2026-03-02T08:00:00.000Z',
  metod: 'bankid-mock',
  upphor: '2026-03-02T09:00:00.000Z',
  denna: true,
};
const annan: InloggningsSession = { ...denna, id: 's-annan', denna: false, metod: 'freja' };

let sessioner: InloggningsSession[] = [];
let anrop: Anrop[] = [];
beforeEach(() => {
  sessioner = [denna, annan];
  anrop = svaraHttp((a) => {
    if (a.method === 'DELETE') {
      sessioner = sessioner.filter((s) => `/api/sessioner/${s.id}` !== a.url);
      return { status: 204 };
    }
    return { data: { sessioner } };
  });
});

describe('InloggningarPage', () => {
  it('lists this browser and another, and offers to end only the other', async () => {
    render(<InloggningarPage />);
    const lista = await screen.findByRole('list', { name: 'Inloggningar' });
    const rader = within(lista).getAllByRole('listitem');
    expect(rader).toHaveLength(2);
    expect(rader[0]).toHaveTextContent('Den här webbläsaren');
    expect(rader[0]).toHaveTextContent('Inloggad 2 mars 2026 kl. 09.00 med BankID Mock');
    expect(within(rader[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rader[1]).toHaveTextContent('En annan webbläsare');
    expect(rader[1]).toHaveTextContent('med Freja+');
    expect(within(rader[1] as HTMLElement).getByRole('button')).toHaveTextContent(
      'Avsluta inloggningen',
    );
  });

  it('ends the other session, says so, and lists what is left', async () => {
    render(<InloggningarPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Avsluta inloggningen' }));
    expect(await screen.findByText('Inloggningen är avslutad.')).toBeInTheDocument();
    expect(await screen.findByText('Du är inte inloggad någon annanstans.')).toBeInTheDocument();
    expect(anrop.find((a) => a.method === 'DELETE')?.url).toBe('/api/sessioner/s-annan');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when the list cannot be fetched', async () => {
    svaraHttp(() => ({ status: 500, data: { kod: 'okant.fel' } }));
    render(<InloggningarPage />);
    expect(
      await screen.findByText('Dina inloggningar kunde inte hämtas. Försök igen senare.'),
    ).toBeInTheDocument();
  });
});

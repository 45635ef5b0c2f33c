import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { sessionStore } from '@fullmakt/shared/first-view';
import { queryClient } from '@fullmakt/shared/api';
import { ANNA, svaraHttp } from '@fullmakt/shared/testing';
import type { Svar } from '@fullmakt/shared/testing';
import { PartnerList } from './PartnerList';

/** The third-party registry answers these, one a request, the last one from then on. */
function registret(...svar: Svar[]) {
  return svaraHttp(() => (svar.length > 1 ? svar.shift() : svar[0]) ?? { status: 500 });
}

function renderList() {
  render(
    <MemoryRouter>
      <PartnerList />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.getState().setUser(ANNA);
});

afterEach(() => {
  queryClient.clear();
  sessionStore.getState().clear();
});

describe('PartnerList', () => {
  it('says it is loading, then lists the third parties the server returns, in its order', async () => {
    registret({
      data: {
        tredjeman: [
          { id: '2021001231', namn: 'Fordonsverket', behorigheter: ['skapa'] },
          { id: '2120000001', namn: 'Norrviks kommun', behorigheter: [] },
        ],
      },
    });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar listan över anslutna parter');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fordonsverket (Organisationsnummer 202100-1231)',
      'Norrviks kommun (Organisationsnummer 212000-0001)',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Myndigheter och kommuner som är anslutna' }),
    ).toBeInTheDocument();
  });

  it('shows a Swedish error with a way to try again when the list cannot be fetched', async () => {
    registret(
      { natverksfel: true },
      { data: { tredjeman: [{ id: '2021002346', namn: 'Pensionsverket', behorigheter: [] }] } },
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Listan över anslutna parter kunde inte hämtas just nu.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Pensionsverket')).toBeInTheDocument();
  });

  it('asks the server at once, also for a visitor who is not signed in', async () => {
    sessionStore.getState().clear();
    const anrop = registret({
      data: { tredjeman: [{ id: '2021001231', namn: 'Fordonsverket', behorigheter: [] }] },
    });
    renderList();
    expect(await screen.findByText('Fordonsverket')).toBeInTheDocument();
    expect(anrop.map((a) => a.url)).toEqual(['/api/tredjeman-api/tredjeman']);
    expect(anrop[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says so when no party is connected', async () => {
    registret({ data: { tredjeman: [] } });
    renderList();
    expect(
      await screen.findByText('Det finns inga anslutna parter att visa just nu.'),
    ).toBeInTheDocument();
  });
});

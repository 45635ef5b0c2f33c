import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { sessionStore } from '@fullmakt/shared';
import { hamtaTredjeman, queryClient } from '@fullmakt/shared/api';
import { PartnerList } from './PartnerList';
import type * as Shared from '@fullmakt/shared/api';

vi.mock('@fullmakt/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  hamtaTredjeman: vi.fn(),
}));

const anna = {
  sub: '197803122386',
  id: '197803122386',
  name: 'Anna Lindqvist',
  given_name: 'Anna',
  family_name: 'Lindqvist',
  personnummer: '197803122386',
  idp: 'bankid-mock',
  sekretess: false,
};

function renderList() {
  render(
    <MemoryRouter>
      <PartnerList />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.getState().setUser(anna);
});

afterEach(() => {
  queryClient.clear();
  sessionStore.getState().clear();
});

describe('PartnerList', () => {
  it('says it is loading, then lists the third parties the server returns, in its order', async () => {
    vi.mocked(hamtaTredjeman).mockResolvedValue([
      { id: '2021001231', namn: 'Fordonsverket', behorigheter: ['skapa'] },
      { id: '2120000001', namn: 'Norrviks kommun', behorigheter: [] },
    ]);
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
    vi.mocked(hamtaTredjeman).mockRejectedValueOnce(new Error('nätverksfel'));
    vi.mocked(hamtaTredjeman).mockResolvedValueOnce([
      { id: '2021002346', namn: 'Pensionsverket', behorigheter: [] },
    ]);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Listan över anslutna parter kunde inte hämtas just nu.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('Pensionsverket')).toBeInTheDocument();
  });

  it('asks the server at once, also for a visitor who is not signed in', async () => {
    sessionStore.getState().clear();
    vi.mocked(hamtaTredjeman).mockClear();
    vi.mocked(hamtaTredjeman).mockResolvedValue([
      { id: '2021001231', namn: 'Fordonsverket', behorigheter: [] },
    ]);
    renderList();
    expect(await screen.findByText('Fordonsverket')).toBeInTheDocument();
    expect(hamtaTredjeman).toHaveBeenCalledTimes(1);
  });

  it('says so when no party is connected', async () => {
    vi.mocked(hamtaTredjeman).mockResolvedValue([]);
    renderList();
    expect(
      await screen.findByText('Det finns inga anslutna parter att visa just nu.'),
    ).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Begaran, BegaranListaSvar } from '../../domain/begaran';
import { queryClient } from '../../store/server-state/query-client';
import { axeBrott } from '../../testing/axe';
import { svaraHttp } from '../../testing/http';
import { skapaFlode } from '../flode';
import { FlodeProvider } from '../flode-context';
import { BegaranLista } from './BegaranLista';

const flode = skapaFlode({ appMode: 'PRIVAT', roll: 'Privat', bas: '/privat/fullmaktsgivare' });
const anna = '197803122386';

const begaran = (n: number): Begaran => ({
  id: `b${n}`,
  status: 'SKICKAD',
  begarare: { id: '199007302426', namn: `Avsändare ${n}` },
  fullmaktsgivare: { id: anna },
  tredjeman: { id: '2021001231', namn: 'Fordonsverket' },
  mall: { id: 'fordon-arenden', rubrik: 'Ärenden om fordon' },
  behorigheter: ['fordon.se'],
  giltigFrom: '2026-03-10',
  giltigTom: null,
  meddelande: '',
  skickad: '2026-03-02T09:00:00.000Z',
  upphor: '2026-04-01T09:00:00.000Z',
  anledning: null,
  fullmakt: null,
});

function visa(antal: number, blockerade: string[]) {
  let kvar = blockerade;
  const anrop = svaraHttp((a) => {
    if (a.url.endsWith('/begaranden/mottagna')) {
      const svar: BegaranListaSvar = {
        begaranden: Array.from({ length: antal }, (_, i) => begaran(i + 1)),
        page: { number: 0, size: 20, totalElements: antal, totalPages: 1 },
        blockerade: kvar.length,
      };
      return { data: svar };
    }
    if (a.url.endsWith('/blockerade/ta-bort')) {
      kvar = [];
    }
    return {
      data: {
        blockerade: kvar.map((namn, i) => ({
          begarare: { id: `1990073024${i}6`, namn },
          tidpunkt: '2026-03-01T09:00:00.000Z',
        })),
      },
    };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/privat/fullmaktsgivare',
        element: (
          <FlodeProvider flode={flode}>
            <BegaranLista givareId={anna} />
          </FlodeProvider>
        ),
      },
    ],
    { initialEntries: ['/privat/fullmaktsgivare'] },
  );
  return {
    anrop,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

describe("the grantor's requests on the overview", () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it('shows five a page, with the pages to move between', async () => {
    const { container } = visa(7, []);
    await screen.findByRole('link', { name: /^Avsändare 1 ber om/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const sidor = screen.getByRole('navigation', { name: 'Sidor med förfrågningar' });
    expect(within(sidor).getByText('Sida 1 av 2')).toBeTruthy();
    await userEvent.click(within(sidor).getByRole('button', { name: 'Nästa sida' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.slice(0, 11))).toEqual([
      'Avsändare 6',
      'Avsändare 7',
    ]);
    // Nobody blocked: no list of blocked requesters is asked for or shown.
    expect(screen.queryByRole('heading', { name: 'Blockerade avsändare' })).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  }, 20_000);

  it('lists the blocked requesters and takes one back by keyboard', async () => {
    const { anrop, container } = visa(0, ['Lena Persson']);
    await screen.findByText('Lena Persson, blockerad sedan 1 mars 2026');
    expect(screen.getByText('Inga förfrågningar väntar på svar.')).toBeTruthy();
    expect(await axeBrott(container)).toEqual([]);
    screen.getByRole('button', { name: 'Ta emot förfrågningar från Lena Persson igen' }).focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Lena Persson kan skicka förfrågningar till dig igen.',
    );
    expect(anrop.find((a) => a.url.endsWith('/ta-bort'))?.data).toEqual({
      part: { id: anna },
      begarare: { id: '199007302406' },
    });
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Blockerade avsändare' }),
    );
    expect(screen.getByText('Du har inga blockerade avsändare.')).toBeTruthy();
    expect(await axeBrott(container)).toEqual([]);
  }, 20_000);
});

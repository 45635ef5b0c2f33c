import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Begaran, BegaranListaSvar, BegaranStatus } from '@fullmakt/shared';
import { queryClient } from '@fullmakt/shared/api';
import { axeBrott, svaraHttp } from '@fullmakt/shared/testing';
import { privatOmbudFlode } from '../flode';
import { ALI } from '../test/render';
import { SkickadeBegaranden } from './SkickadeBegaranden';

const ordning: BegaranStatus[] = ['SKICKAD', 'BESVARAD', 'AVBOJD', 'UTGANGEN'];

/** Ali's request n: the states in turn, each to its own grantor. */
const begaran = (n: number): Begaran => ({
  id: `b${n}`,
  status: ordning[(n - 1) % ordning.length] ?? 'SKICKAD',
  begarare: { id: ALI.id },
  fullmaktsgivare: { id: `19780312238${n % 10}` },
  tredjeman: { id: '2021001231', namn: 'Fordonsverket' },
  mall: { id: 'fordon-arenden', rubrik: `Ärenden ${n}` },
  behorigheter: [],
  giltigFrom: '2026-03-10',
  giltigTom: null,
  meddelande: '',
  skickad: '2026-03-02T09:00:00.000Z',
  upphor: '2026-04-01T09:00:00.000Z',
  anledning: null,
  fullmakt: null,
});

/** The list with `antal` requests on the server, or its fetch failing. */
function visa(antal: number | 'fel') {
  const anrop = svaraHttp((a) => {
    if (antal === 'fel') {
      return { status: 500, data: { kod: 'okant.fel', meddelande: 'Fel' } };
    }
    const svar: BegaranListaSvar = {
      begaranden: Array.from({ length: antal }, (_, i) => begaran(i + 1)),
      page: { number: 0, size: 20, totalElements: antal, totalPages: antal === 0 ? 0 : 1 },
    };
    return a.url.endsWith('/begaranden/skickade') ? { data: svar } : { status: 404, data: {} };
  });
  const router = createMemoryRouter(
    [
      {
        path: '/privat/ombud',
        element: <SkickadeBegaranden partId={ALI.id} flode={privatOmbudFlode} />,
      },
    ],
    { initialEntries: ['/privat/ombud'] },
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

/** The rows shown: the request's words and its state. */
const rader = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe("the requester's requests (Dina förfrågningar)", () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it('names every state in words, five a page, and pages by keyboard', async () => {
    const { anrop, container } = visa(7);
    // The first render of the file loads the page's modules: more than findBy's second.
    await screen.findByRole('link', { name: /^Ärenden 1 hos Fordonsverket/ }, { timeout: 10_000 });
    expect(rader()).toEqual([
      'Ärenden 1 hos Fordonsverket, till 197803122381 (Skickad)',
      'Ärenden 2 hos Fordonsverket, till 197803122382 (Besvarad med en fullmakt)',
      'Ärenden 3 hos Fordonsverket, till 197803122383 (Avböjd)',
      'Ärenden 4 hos Fordonsverket, till 197803122384 (Utgången)',
      'Ärenden 5 hos Fordonsverket, till 197803122385 (Skickad)',
    ]);
    // Each opens the request's page on the requester's side.
    expect(screen.getByRole('link', { name: /^Ärenden 4 / })).toHaveAttribute(
      'href',
      '/privat/ombud/begaran?id=b4',
    );
    expect(anrop[0]?.data).toEqual({ part: { id: ALI.id }, page: { page: 0, size: 20 } });
    const sidor = screen.getByRole('navigation', { name: 'Sidor med dina förfrågningar' });
    expect(within(sidor).getByText('Sida 1 av 2')).toBeInTheDocument();
    expect(await axeBrott(container)).toEqual([]);

    within(sidor).getByRole('button', { name: 'Nästa sida' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(sidor).findByText('Sida 2 av 2')).toBeInTheDocument();
    expect(rader()).toEqual([
      'Ärenden 6 hos Fordonsverket, till 197803122386 (Besvarad med en fullmakt)',
      'Ärenden 7 hos Fordonsverket, till 197803122387 (Avböjd)',
    ]);
    // The 20 fetched hold both pages: no second call.
    expect(anrop).toHaveLength(1);
    expect(await axeBrott(container)).toEqual([]);

    within(sidor).getByRole('button', { name: 'Föregående sida' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(sidor).findByText('Sida 1 av 2')).toBeInTheDocument();
    expect(rader()).toHaveLength(5);
  }, 20_000);

  it('says none were sent', async () => {
    const { container } = visa(0);
    expect(await screen.findByText('Du har inte skickat några förfrågningar.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });

  it('says the list could not be fetched', async () => {
    const { container } = visa('fel');
    expect(
      await screen.findByText('Förfrågningarna kunde inte hämtas. Försök igen senare.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Du har inte skickat några förfrågningar.')).toBeNull();
    expect(await axeBrott(container)).toEqual([]);
  });
});

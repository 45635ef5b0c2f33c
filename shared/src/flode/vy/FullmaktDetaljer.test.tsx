import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { enFullmakt } from '../../testing/fixtures';
import { FullmaktDetaljer } from './FullmaktDetaljer';

describe("a power's details", () => {
  it('dates a signature made at 00:30 Swedish time on its Swedish day, winter and summer', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FullmaktDetaljer
          fullmakt={enFullmakt({
            signatarer: [
              {
                fysiskPerson: {
                  id: '197803122386',
                  typ: 'pnr',
                  fornamn: 'Anna',
                  namn: 'Lindqvist',
                },
                underskriven: '2026-01-15T23:30:00Z',
              },
              {
                fysiskPerson: {
                  id: '196905274517',
                  typ: 'pnr',
                  fornamn: 'Erik',
                  namn: 'Johansson',
                },
                underskriven: '2026-07-15T22:30:00Z',
              },
            ],
          })}
        />
      </QueryClientProvider>,
    );
    // The UTC text of both moments is the day before (2026-01-15, 2026-07-15).
    const rader = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rader).toContain('Anna Lindqvist: Underskriven 2026-01-16');
    expect(rader).toContain('Erik Johansson: Underskriven 2026-07-16');
  });

  it("writes an organisation grantor's number with its hyphen", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FullmaktDetaljer
          fullmakt={enFullmakt({
            fullmaktsgivare: { id: '8025012348', typ: 'orgnr', namn: 'Föreningen Stigfinnarna' },
            fullmaktsgivarroll: 'Organisation',
          })}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Föreningen Stigfinnarna (802501-2348)').tagName).toBe('DD');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { axeBrott } from '../../testing/axe';
import { enFullmakt } from '../../testing/fixtures';
import type { Signeringsalternativ } from '../../domain/signering';
import type { Fullmakt } from '../../domain/fullmakt';
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

  function visa(fullmakt: Fullmakt, ursprung?: Fullmakt) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FullmaktDetaljer fullmakt={fullmakt} ursprung={ursprung} />
      </QueryClientProvider>,
    );
  }

  it('does not say a draft under review is "Inte delad vidare" (issue 36, item 19)', () => {
    visa(
      enFullmakt({
        status: 'PABORJAD',
        behorigheter: [
          { kod: 'dela.vidare', rubrik: 'Dela fullmakten vidare', beskrivning: 'Dela' },
        ],
      }),
    );
    expect(screen.getByText('Dela fullmakten vidare')).not.toBeNull();
    expect(screen.queryByText('Delad vidare')).toBeNull();
    expect(screen.queryByText('Inte delad vidare')).toBeNull();
  });

  it('still says a signed power has not been shared onward', () => {
    visa(enFullmakt({ status: 'UNDERSKRIVEN' }));
    expect(screen.getByText('Inte delad vidare')).not.toBeNull();
  });

  it('names the power and the grantor a share comes from, when the original is at hand', () => {
    const original = enFullmakt({
      id: 'orig',
      rubrik: 'Ärenden om fordon',
      fullmaktsgivare: { id: '197803122386', typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
    });
    visa(
      enFullmakt({
        status: 'PABORJAD',
        ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'orig' } },
      }),
      original,
    );
    expect(
      screen.getByText(
        'Fullmakten delas vidare från fullmakten Ärenden om fordon, som Anna Lindqvist (19780312-2386) har gett.',
      ),
    ).not.toBeNull();
    expect(screen.queryByText(/från en annan fullmakt/)).toBeNull();
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

  it('shows a holder a draft does not name by the number, once (issue 38)', () => {
    visa(
      enFullmakt({
        status: 'PABORJAD',
        fullmaktshavare: [
          { id: '199007302426', typ: 'pnr' },
          { id: '198504198352', typ: 'pnr', fornamn: 'Mikael', namn: 'Olsson' },
        ],
      }),
    );
    const havare = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .filter((t) => t?.includes('-'));
    expect(havare).toEqual(['19900730-2426', 'Mikael Olsson (19850419-8352)']);
  });

  it("names the organisation's chosen signing group and its rule beside the signatories (issue 32, item 5)", async () => {
    const styrelsen: Signeringsalternativ = {
      id: 'styrelsen',
      typ: 'firmateckning',
      namn: 'Styrelsen',
      obligatorisk: false,
      rubrik: 'Minst två styrelseledamöter i förening',
      min: 2,
      personer: [
        { id: '197803122386', obligatorisk: false, fornamn: 'Anna', namn: 'Lindqvist' },
        { id: '196905274517', obligatorisk: false, fornamn: 'Erik', namn: 'Johansson' },
        { id: '198504198352', obligatorisk: false, fornamn: 'Mikael', namn: 'Olsson' },
      ],
    };
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <FullmaktDetaljer
          fullmakt={enFullmakt({
            status: 'PABORJAD',
            fullmaktsgivare: { id: '5560360793', typ: 'orgnr', namn: 'Byggbolaget AB' },
            fullmaktsgivarroll: 'Organisation',
            signatarer: [
              {
                fysiskPerson: {
                  id: '197803122386',
                  typ: 'pnr',
                  fornamn: 'Anna',
                  namn: 'Lindqvist',
                },
              },
              {
                fysiskPerson: {
                  id: '196905274517',
                  typ: 'pnr',
                  fornamn: 'Erik',
                  namn: 'Johansson',
                },
              },
            ],
          })}
          signeringsgrupp={styrelsen}
        />
      </QueryClientProvider>,
    );
    const termer = screen.getAllByRole('term').map((dt) => dt.textContent);
    // The group comes right above the names it was chosen from.
    expect(termer.indexOf('Skrivs under av')).toBe(termer.indexOf('Underskrifter') - 1);
    expect(screen.getByText('Skrivs under av').nextElementSibling?.textContent).toBe(
      'Styrelsen, minst 2 av 3 (Minst två styrelseledamöter i förening)',
    );
    const rader = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rader).toContain('Anna Lindqvist: Inte underskriven');
    expect(rader).toContain('Erik Johansson: Inte underskriven');
    expect(await axeBrott(container)).toEqual([]);
  });

  it('names no signing group for a power that has none chosen', () => {
    visa(enFullmakt({ status: 'UNDERSKRIVEN' }));
    expect(screen.queryByText('Skrivs under av')).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { fullmaktStore } from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';
import { egenGivare, valjSjalvSomGivare } from '../principal';
import { ANNA } from '../test/render';
import { behorighetKlar } from '../test/wizard';

beforeEach(() => {
  nollstall();
  svaraHttp((a) =>
    a.url.includes('/sok') ? { data: { utkast: [], fullmakter: [] } } : { data: { tredjeman: [] } },
  );
});

describe('wizard guards', () => {
  it('send a user without a chosen principal to the overview', async () => {
    const { router } = renderVid('/privat/fullmaktsgivare/skapa/behorighet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter du har gett' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare');
  });

  it('send a user whose step prerequisite fails back to the first step', async () => {
    valjSjalvSomGivare(egenGivare(ANNA));
    const { router } = renderVid('/privat/fullmaktsgivare/skapa/giltighet');
    expect(await screen.findByText('Steg 1 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa');
  });

  it('let a complete wizard in, with the step count and the current step marked', async () => {
    behorighetKlar();
    renderVid('/privat/fullmaktsgivare/skapa/underskrift');
    expect(await screen.findByText('Steg 5 av 5')).toBeInTheDocument();
    const steg = screen.getByRole('list', { name: 'Stegen för att skapa en fullmakt' });
    expect(steg.querySelector('[aria-current="step"]')).toHaveTextContent('Skriv under');
  });

  it('reset when the role changes, leaving the navigation to the role switch', async () => {
    behorighetKlar();
    const { router } = renderVid('/privat/fullmaktsgivare/skapa/underskrift');
    await screen.findByText('Steg 5 av 5');
    act(() => {
      fullmaktStore.getState().setAppMode('ORGANISATION');
    });
    expect(fullmaktStore.getState().skapande.fullmakt).toBeUndefined();
    expect(screen.queryByText('Steg 5 av 5')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/underskrift');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { fakeHttp } from '../test/http';
import { nollstall, renderVid } from '../test/render';
import { giltighetKlar } from '../test/wizard';

beforeEach(() => {
  nollstall();
  fakeHttp(() => ({ data: {} }));
  giltighetKlar();
});

describe('permissions', () => {
  it('marks the mandatory ones, chooses them and keeps them chosen', async () => {
    renderVid('/privat/fullmaktsgivare/skapa/behorighet');
    const obligatorisk = await screen.findByRole('checkbox', {
      name: 'Deklaration (Obligatorisk)',
    });
    expect(obligatorisk).toBeChecked();
    expect(obligatorisk).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toHaveAccessibleDescription(
      'Läsa uppgifter',
    );
  });

  it('writes the chosen permissions on the power and goes on to the review', async () => {
    const { router } = renderVid('/privat/fullmaktsgivare/skapa/behorighet');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 5 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/underskrift');
    expect(fullmaktStore.getState().skapande.fullmakt?.behorigheter.map((b) => b.kod)).toEqual([
      'dekl',
      'las',
    ]);
  });

  it('refuses an empty choice with a summary linking to the first permission', async () => {
    const s = fullmaktStore.getState();
    const mall = s.skapande.mall;
    if (mall) {
      // The same template, without mandatory permissions: nothing is chosen from the start.
      s.setMall({
        ...mall,
        behorigheter: mall.behorigheter.map((b) => ({ ...b, obligatorisk: false })),
      });
    }
    renderVid('/privat/fullmaktsgivare/skapa/behorighet');
    await screen.findByRole('checkbox', { name: 'Deklaration' });
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(
      screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' }).parentElement,
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Välj minst en behörighet.' }));
    expect(screen.getByRole('checkbox', { name: 'Deklaration' })).toHaveFocus();
  });
});

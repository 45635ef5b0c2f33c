import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import type { Anrop } from '@fullmakt/shared/testing';
import { enFullmakt } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';
import { giltighetKlar } from '../test/wizard';

const STEG = '/privat/fullmaktsgivare/skapa/behorighet';
let anrop: Anrop[] = [];

beforeEach(() => {
  nollstall();
  // The draft update answers the draft as saved.
  anrop = svaraHttp(() => ({
    data: { fullmakt: enFullmakt({ id: 'u1', status: 'PABORJAD' }) },
  }));
  giltighetKlar();
});

describe('permissions', () => {
  it('marks the mandatory ones, chooses them and keeps them chosen', async () => {
    renderVid(STEG);
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

  it('saves the chosen permissions on the draft, writes them on the power and goes on', async () => {
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 5 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/underskrift');
    expect(fullmaktStore.getState().skapande.fullmakt?.behorigheter.map((b) => b.kod)).toEqual([
      'dekl',
      'las',
    ]);
    expect(anrop.map((a) => `${a.method} ${a.url}`)).toEqual(['PUT /api/utkast-api/utkast/u1']);
    expect(anrop[0]?.data).toEqual({
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' }],
      giltigFrom: '2026-12-01',
      giltigTom: '2027-06-30',
      behorigheter: ['dekl', 'las'],
    });
  });

  it('keeps the ticked permissions over Tillbaka and forward again (issue 36, item 2)', async () => {
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('link', { name: 'Tillbaka' }));
    await screen.findByRole('heading', { level: 1, name: 'Fullmaktshavare och giltighetstid' });
    await router.navigate(STEG);
    expect(await screen.findByRole('checkbox', { name: 'Läsa' })).toBeChecked();
    // Kept in the wizard, not yet saved on the draft: that is 'Nästa''s.
    expect(anrop.filter((a) => a.method === 'PUT')).toEqual([]);
  });

  it('says so when the choice cannot be saved, and keeps it', async () => {
    svaraHttp(() => ({ natverksfel: true }));
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Misslyckades med att spara utkastet',
    );
    expect(router.state.location.pathname).toBe(STEG);
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toBeChecked();
    expect(fullmaktStore.getState().giltigaSteg.behorighet).not.toBe(true);
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
    renderVid(STEG);
    await screen.findByRole('checkbox', { name: 'Deklaration' });
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(
      screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' }).parentElement,
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Välj minst en behörighet.' }));
    expect(screen.getByRole('checkbox', { name: 'Deklaration' })).toHaveFocus();
  });
});

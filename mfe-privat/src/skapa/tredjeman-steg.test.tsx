import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import { MALL, TREDJEMAN } from '@fullmakt/shared/testing';
import { ANNA, nollstall, renderVid } from '../test/render';
import { egenGivare, valjSjalvSomGivare } from '../principal';

beforeEach(() => {
  nollstall();
  valjSjalvSomGivare(egenGivare(ANNA));
  svaraHttp((a) =>
    a.url.endsWith('/mallar')
      ? {
          data: {
            mallar: [
              MALL,
              { ...MALL, id: 'm2', rubrik: 'Företagsmall', fullmaktsgivarroll: ['Organisation'] },
            ],
          },
        }
      : { data: { tredjeman: TREDJEMAN } },
  );
});

describe('choosing the third party and the template', () => {
  it('offers only third parties with the create right for private persons, sorted by name', async () => {
    const anrop = svaraHttp(() => ({ data: { tredjeman: TREDJEMAN } }));
    renderVid('/privat/fullmaktsgivare/skapa');
    const val = await screen.findAllByRole('radio');
    expect(val.map((r) => r.closest('div')?.textContent?.trim())).toEqual([
      'Skatteverket',
      'Älvdalens kommun',
    ]);
    expect(anrop[0]?.params).toEqual({ page: '0', size: '100', roll: 'PRIVAT' });
  });

  it('moves focus to an error summary that links to the choice when nothing is chosen', async () => {
    renderVid('/privat/fullmaktsgivare/skapa');
    await screen.findAllByRole('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const sammanfattning = screen.getByRole('heading', {
      name: 'Det finns fel som behöver rättas',
    }).parentElement;
    expect(sammanfattning).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Välj en tredje man.' }));
    expect(screen.getByRole('radio', { name: 'Skatteverket' })).toHaveFocus();
  });

  it('goes on to the templates of the third party, only those allowing Privat', async () => {
    const { router } = renderVid('/privat/fullmaktsgivare/skapa');
    await userEvent.click(await screen.findByRole('radio', { name: 'Skatteverket' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 2 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/mallar');
    expect(await screen.findByRole('radio', { name: 'Deklarationsombud' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Företagsmall' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Deklarationsombud' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(fullmaktStore.getState().skapande.mall?.id).toBe('m1');
  });
});

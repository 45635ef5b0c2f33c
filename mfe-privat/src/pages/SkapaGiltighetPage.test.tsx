import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { fakeHttp } from '../test/http';
import type { Svar } from '../test/http';
import { MALL, TREDJEMAN, enFullmakt } from '../test/fixtures';
import { ANNA, nollstall, renderVid } from '../test/render';
import { egenGivare, valjSjalvSomGivare } from '../principal';

const STEG = '/privat/fullmaktsgivare/skapa/giltighet';
const utkast = (
  havare = [{ id: '199007302426', typ: 'pnr' as const, fornamn: 'Lena', namn: 'Persson' }],
) => ({
  fullmakt: enFullmakt({
    id: 'u1',
    status: 'PABORJAD',
    fullmaktshavare: havare,
    giltigFrom: '2026-11-22',
  }),
  signeringsmodell: { signeringsalternativ: [] },
});

function mallKlar(): void {
  valjSjalvSomGivare(egenGivare(ANNA));
  const s = fullmaktStore.getState();
  const skatteverket = TREDJEMAN.find((t) => t.id === MALL.tredjeman.id);
  if (skatteverket) {
    s.setTredjeman(skatteverket);
  }
  s.setMall(MALL);
  s.klarSteg('mallar');
}

async function fyllOchSkicka(personnummer: string, from = '2030-01-01', tom = '2030-12-31') {
  renderVid(STEG);
  const falt = await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' });
  await userEvent.clear(falt);
  if (personnummer !== '') {
    await userEvent.type(falt, personnummer);
  }
  await userEvent.clear(screen.getByRole('textbox', { name: 'Gäller från och med' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Gäller från och med' }), from);
  await userEvent.type(screen.getByRole('textbox', { name: 'Gäller till och med' }), tom);
  await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
}

beforeEach(() => {
  nollstall();
  mallKlar();
});

describe('holders and validity', () => {
  it.each([
    ['', 'Fyll i fullmaktshavare.'],
    [
      '1990073024',
      'Felaktigt personnummer. Fyll i ett personnummer och använd formatet ååååmmdd-nnnn.',
    ],
    ['19780312-2386', 'Fullmakten kan inte delas ut till dig själv.'],
    ['20110605-2242', 'Kontrollera personnumret. Fullmaktshavaren är under 18 år.'],
  ])('refuses holder %j before asking the server: %s', async (personnummer, meddelande) => {
    const anrop = fakeHttp(() => ({ data: utkast() }));
    await fyllOchSkicka(personnummer);
    const falt = screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' });
    expect(falt).toHaveAccessibleDescription(expect.stringContaining(meddelande));
    expect(
      screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' }).parentElement,
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: meddelande }));
    expect(falt).toHaveFocus();
    expect(anrop).toHaveLength(0);
  });

  it.each<[string, Svar, string]>([
    [
      'not found',
      { status: 400, data: { kod: 'fullmakt.ogiltig', meddelande: 'Personnumret finns inte.' } },
      'Personnumret finns inte.',
    ],
    [
      'a failed lookup',
      { natverksfel: true },
      'Personuppgifter kunde inte hämtas. Försök igen senare.',
    ],
  ])('shows the lookup answer for %s on the holder', async (_fall, svar, meddelande) => {
    fakeHttp(() => svar);
    await fyllOchSkicka('19990111-3572');
    expect(await screen.findByRole('link', { name: meddelande })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    ).toHaveAccessibleDescription(expect.stringContaining(meddelande));
  });

  it.each([
    [
      '2030-12-31',
      '2030-01-01',
      'Gäller från och med',
      'Från och med-datum kan inte vara senare än till och med-datum.',
    ],
    ['2030-02-31', '2030-12-31', 'Gäller från och med', 'Fyll i ett giltigt datum.'],
    ['2030-01-01', '31/12/2030', 'Gäller till och med', 'Fyll i ett giltigt datum.'],
  ])('refuses the period %s to %s', async (from, tom, etikett, meddelande) => {
    const anrop = fakeHttp(() => ({ data: utkast() }));
    await fyllOchSkicka('19900730-2426', from, tom);
    expect(screen.getByRole('textbox', { name: etikett })).toHaveAccessibleDescription(
      expect.stringContaining(meddelande),
    );
    expect(anrop).toHaveLength(0);
  });

  it('starts the draft with the holders, keeps the names and the period, and goes on', async () => {
    const anrop = fakeHttp(() => ({ data: utkast() }));
    await fyllOchSkicka('19900730-2426');
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(anrop[0]?.data).toEqual({
      fullmaktsgivare: { id: '197803122386', typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: '2021005448' },
      mall: { id: 'm1' },
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
    });
    const fullmakt = fullmaktStore.getState().skapande.fullmakt;
    expect(fullmakt?.giltigFrom).toBe('2030-01-01');
    expect(fullmakt?.giltigTom).toBe('2030-12-31');
    expect(fullmakt?.fullmaktshavare[0]?.fornamn).toBe('Lena');
  });

  it('takes several holders', async () => {
    const anrop = fakeHttp(() => ({ data: utkast() }));
    renderVid(STEG);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fullmaktshavare' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 2' }),
      '19850419-8352',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Gäller till och med' }),
      '2030-12-31',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByText('Steg 4 av 5');
    expect((anrop[0]?.data as { fullmaktshavare: unknown[] }).fullmaktshavare).toHaveLength(2);
  });
});

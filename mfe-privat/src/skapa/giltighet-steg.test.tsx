import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  behorighetslistaForMall,
  fullmaktStore,
  konfigurationStore,
  serverfelStore,
  kvitteraServerfel,
  startkonfiguration,
} from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import type { Anrop, Svar } from '@fullmakt/shared/testing';
import { MALL, TREDJEMAN, enFullmakt } from '@fullmakt/shared/testing';
import { ANNA, nollstall, renderVid } from '../test/render';
import { egenGivare, valjSjalvSomGivare } from '../principal';

// A fixed day: the people's ages (Elsa turns 18 on 2029-06-05) and the 2030 dates hold on
// it whenever the test runs. Only Date is faked; timers and user events run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

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

/** The people the register holds; the lookup answers id and type, never names. */
const PERSONER = new Set(['199007302426', '198504198352']);

/**
 * The server of this step: the person lookup answers the register (or `uppslag` for a
 * number), the draft call starts u1 and the update answers the draft.
 */
function server(
  uppslag: Record<string, Svar> = {},
  andring: (a: Anrop) => Svar = () => ({ data: utkast() }),
): Anrop[] {
  return svaraHttp((a) => {
    if (a.url === '/api/dfm/person') {
      const text = (a.data as { personnummer: string }).personnummer;
      const id = text.replace('-', '');
      return (
        uppslag[text] ??
        (PERSONER.has(id)
          ? { data: { id, typ: 'pnr' } }
          : {
              status: 400,
              data: { kod: 'fullmakt.ogiltig', meddelande: 'Personnumret finns inte.' },
            })
      );
    }
    return a.method === 'PUT' ? andring(a) : { data: utkast() };
  });
}

const felsammanfattning = () =>
  screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' }).parentElement;

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
  await userEvent.clear(screen.getByRole('textbox', { name: 'Gäller till och med' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Gäller till och med' }), tom);
  await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
}

beforeEach(() => {
  nollstall();
  konfigurationStore.getState().setConfig(startkonfiguration);
  kvitteraServerfel();
  mallKlar();
});

describe('holders and validity', () => {
  it('keeps what is typed before Nästa when the page is loaded again (issue 36, item 5)', async () => {
    server();
    const { unmount } = renderVid(STEG);
    const falt = await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' });
    await userEvent.type(falt, '19900730-2426');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Gäller till och med' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Gäller till och med' }),
      '2030-12-31',
    );
    unmount();
    renderVid(STEG);
    expect(
      await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    ).toHaveValue('19900730-2426');
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2030-12-31');
    // What the page reads after a reload: the stored wizard.
    expect(sessionStorage.getItem('fullmakt')).toContain('19900730-2426');
  });

  it.each([
    ['', 'Fyll i fullmaktshavare.'],
    [
      '1990073024',
      'Felaktigt personnummer. Fyll i ett personnummer och använd formatet ååååmmdd-nnnn.',
    ],
    ['19780312-2386', 'Fullmakten kan inte delas ut till dig själv.'],
    ['20110605-2242', 'Kontrollera personnumret. Fullmaktshavaren är under 18 år.'],
  ])('refuses holder %j before asking the server: %s', async (personnummer, meddelande) => {
    const anrop = svaraHttp(() => ({ data: utkast() }));
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
    [
      'a server error',
      { status: 500, data: { kod: 'okant.fel', meddelande: 'Internt fel' } },
      'Personuppgifter kunde inte hämtas. Försök igen senare.',
    ],
    [
      'the rate limit',
      { status: 429, data: { kod: 'okant.fel', meddelande: 'Ett okänt fel har inträffat.' } },
      'Personuppgifter kunde inte hämtas. Försök igen senare.',
    ],
  ])('shows the lookup answer for %s on the holder', async (_fall, svar, meddelande) => {
    const anrop = server({ '19990111-3572': svar });
    await fyllOchSkicka('19990111-3572');
    expect(await screen.findByRole('link', { name: meddelande })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    ).toHaveAccessibleDescription(expect.stringContaining(meddelande));
    // Looked up as entered and again on submit; no draft without the holder.
    expect(anrop.length).toBeGreaterThan(0);
    // The field says it; a failed lookup is no reason to leave the page for /fel.
    expect(serverfelStore.getState().fran).toBeUndefined();
    expect(anrop.every((a) => a.url === '/api/dfm/person')).toBe(true);
  });

  it('confirms a holder as soon as the number is complete, without telling whose it is', async () => {
    const anrop = server();
    renderVid(STEG);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    expect(await screen.findByText('Personnumret är kontrollerat.')).toBeInTheDocument();
    // Announced politely as it comes, and read with the field.
    expect(screen.getByRole('status')).toHaveTextContent('Personnumret är kontrollerat.');
    expect(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Personnumret är kontrollerat.'));
    expect(anrop).toHaveLength(1);
  });

  it('shows a refusal at the field as soon as the number is complete, before any submit', async () => {
    server();
    renderVid(STEG);
    const falt = await screen.findByRole('textbox', {
      name: 'Personnummer för fullmaktshavare 1',
    });
    await userEvent.type(falt, '19920314-1230');
    await vi.waitFor(() =>
      expect(falt).toHaveAccessibleDescription(expect.stringContaining('Personnumret finns inte.')),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Personnumret finns inte.');
    expect(falt).toBeInvalid();
    expect(
      screen.queryByRole('heading', { name: 'Det finns fel som behöver rättas' }),
    ).not.toBeInTheDocument();
  });

  it('refuses an end after the latest date the runtime config allows', async () => {
    konfigurationStore.getState().setConfig({ ...startkonfiguration, giltighetMax: '2036-11-22' });
    const anrop = server();
    await fyllOchSkicka('19900730-2426', '2030-01-01', '2036-11-23');
    expect(
      screen.getByRole('textbox', { name: 'Gäller till och med' }),
    ).toHaveAccessibleDescription(
      expect.stringContaining('Till och med-datum kan inte vara senare än 2036-11-22.'),
    );
    expect(anrop.map((a) => a.url)).toEqual(['/api/dfm/person']);
  });

  it('looks up each holder on its own and shows a refusal at the second holder', async () => {
    const anrop = server();
    renderVid(STEG);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till fullmaktshavare' }));
    const andra = screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 2' });
    await userEvent.type(andra, '19920314-1230');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Gäller till och med' }),
      '2030-12-31',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const lank = await screen.findByRole('link', { name: 'Personnumret finns inte.' });
    expect(felsammanfattning()).toHaveFocus();
    expect(andra).toHaveAccessibleDescription(expect.stringContaining('Personnumret finns inte.'));
    expect(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    ).not.toHaveAccessibleDescription(expect.stringContaining('Personnumret finns inte.'));
    await userEvent.click(lank);
    expect(andra).toHaveFocus();
    const uppslagna = new Set(anrop.map((a) => (a.data as { personnummer: string }).personnummer));
    expect([...uppslagna]).toEqual(['19900730-2426', '19920314-1230']);
    expect(anrop.every((a) => a.url === '/api/dfm/person')).toBe(true);
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
    const anrop = server();
    await fyllOchSkicka('19900730-2426', from, tom);
    expect(screen.getByRole('textbox', { name: etikett })).toHaveAccessibleDescription(
      expect.stringContaining(meddelande),
    );
    // Only the holder's own lookup as it was entered: no draft with a bad period.
    expect(anrop.map((a) => a.url)).toEqual(['/api/dfm/person']);
  });

  it('starts the draft, saves the holders, the period and the permissions on it, and goes on', async () => {
    const anrop = server();
    await fyllOchSkicka('19900730-2426');
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(anrop.map((a) => `${a.method} ${a.url}`)).toEqual([
      'POST /api/dfm/person',
      'POST /api/fullmakter-api/fullmakter/utkast',
      'PUT /api/utkast-api/utkast/u1',
    ]);
    expect(anrop[1]?.data).toEqual({
      fullmaktsgivare: { id: '197803122386', typ: 'pnr' },
      fullmaktsgivarroll: 'Privat',
      tredjeman: { id: '2021005448' },
      mall: { id: 'm1' },
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
    });
    expect(anrop[2]?.data).toEqual({
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
      giltigFrom: '2030-01-01',
      giltigTom: '2030-12-31',
      behorigheter: ['dekl'],
    });
    const fullmakt = fullmaktStore.getState().skapande.fullmakt;
    expect(fullmakt?.giltigFrom).toBe('2030-01-01');
    expect(fullmakt?.giltigTom).toBe('2030-12-31');
    expect(fullmakt?.fullmaktshavare[0]?.fornamn).toBe('Lena');
  });

  it('starts the draft but saves nothing more when the template has no permission chosen yet', async () => {
    const s = fullmaktStore.getState();
    // A template without mandatory permissions: the new draft carries none, and the
    // update needs one, so the permissions step saves holders and dates with them.
    s.setMall({
      ...MALL,
      behorigheter: MALL.behorigheter.map((b) => ({ ...b, obligatorisk: false })),
    });
    const tom = { ...utkast(), fullmakt: { ...utkast().fullmakt, behorigheter: [] } };
    const anrop = svaraHttp((a) =>
      a.url === '/api/dfm/person' ? { data: { id: '199007302426', typ: 'pnr' } } : { data: tom },
    );
    await fyllOchSkicka('19900730-2426');
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(anrop.some((a) => a.method === 'PUT')).toBe(false);
    expect(fullmaktStore.getState().skapande.fullmakt?.giltigFrom).toBe('2030-01-01');
  });

  it('saves changed holders on the draft it has instead of starting another', async () => {
    const anrop = server();
    const s = fullmaktStore.getState();
    s.sparaUtkast(utkast(), { id: ANNA.id, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' });
    s.setBehorighetslista(behorighetslistaForMall(MALL.behorigheter, ['las']));
    await fyllOchSkicka('19850419-8352');
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(anrop.filter((a) => a.url !== '/api/dfm/person').map((a) => a.method)).toEqual(['PUT']);
    expect(anrop.at(-1)?.data).toMatchObject({
      fullmaktshavare: [{ id: '198504198352', typ: 'pnr' }],
      behorigheter: ['dekl', 'las'],
    });
  });

  it.each<[string, Svar, string[]]>([
    ['without a reason', { status: 500, data: {} }, ['Misslyckades med att spara utkastet']],
    [
      "with the server's reason",
      {
        status: 400,
        data: {
          kod: 'fullmakt.ogiltig',
          meddelande: 'Från och med-datum kan inte vara senare än till och med-datum.',
        },
      },
      [
        'Misslyckades med att spara utkastet',
        'Från och med-datum kan inte vara senare än till och med-datum.',
      ],
    ],
  ])('says so when the draft cannot be saved (%s) and keeps the form', async (_f, svar, texter) => {
    server({}, () => svar);
    const { router } = renderVid(STEG);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Gäller till och med' }),
      '2030-12-31',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    const alert = await screen.findByRole('alert');
    for (const text of texter) {
      expect(alert).toHaveTextContent(text);
    }
    expect(router.state.location.pathname).toBe(STEG);
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' })).toHaveValue(
      '19900730-2426',
    );
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2030-12-31');
    expect(fullmaktStore.getState().giltigaSteg.giltighet).not.toBe(true);
  });

  it('takes several holders, each looked up on its own, named as the saved draft names them', async () => {
    const lena = { id: '199007302426', typ: 'pnr' as const, fornamn: 'Lena', namn: 'Persson' };
    const mikael = { id: '198504198352', typ: 'pnr' as const, fornamn: 'Mikael', namn: 'Olsson' };
    const anrop = server({}, () => ({
      data: utkast([lena, mikael]),
    }));
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
    expect(anrop.filter((a) => a.url === '/api/dfm/person')).toHaveLength(2);
    expect((anrop.at(-1)?.data as { fullmaktshavare: unknown[] }).fullmaktshavare).toHaveLength(2);
    expect(fullmaktStore.getState().skapande.fullmaktshavare.map((h) => h.fornamn)).toEqual([
      'Lena',
      'Mikael',
    ]);
  });

  it('keeps focus near a removed holder: on the one before, or on the add button', async () => {
    server();
    renderVid(STEG);
    const forsta = await screen.findByRole('textbox', {
      name: 'Personnummer för fullmaktshavare 1',
    });
    await userEvent.type(forsta, '19900730-2426');
    const laggTill = screen.getByRole('button', { name: 'Lägg till fullmaktshavare' });
    await userEvent.click(laggTill);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 2' }),
      '19850419-8352',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort fullmaktshavare 2' }));
    expect(forsta).toHaveFocus();
    expect(forsta).toHaveValue('19900730-2426');

    await userEvent.click(laggTill);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 2' }),
      '19850419-8352',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort fullmaktshavare 1' }));
    expect(laggTill).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' })).toHaveValue(
      '19850419-8352',
    );
  });
});

// Issue 36 item 20: what a person obviously means is read, and shown normalised.
describe('numbers and dates typed as meant', () => {
  it('takes 12 digits, a trailing space and yyyymmdd, shows them normalised and saves them so', async () => {
    const anrop = server();
    renderVid(STEG);
    const falt = await screen.findByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' });
    await userEvent.clear(falt);
    await userEvent.type(falt, '199007302426 ');
    expect(await screen.findByText('Personnumret är kontrollerat.')).toBeInTheDocument();
    const from = screen.getByRole('textbox', { name: 'Gäller från och med' });
    await userEvent.clear(from);
    await userEvent.type(from, '20301127');
    expect(falt).toHaveValue('19900730-2426');
    const tom = screen.getByRole('textbox', { name: 'Gäller till och med' });
    await userEvent.clear(tom);
    await userEvent.type(tom, '20311126');
    expect(from).toHaveValue('2030-11-27');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(tom).toHaveValue('2031-11-26');
    expect(screen.queryByRole('heading', { name: 'Det finns fel som behöver rättas' })).toBeNull();
    await vi.waitFor(() => expect(anrop.some((a) => a.method === 'PUT')).toBe(true));
    expect(anrop.find((a) => a.method === 'PUT')?.data).toMatchObject({
      fullmaktshavare: [{ id: '199007302426' }],
      giltigFrom: '2030-11-27',
      giltigTom: '2031-11-26',
    });
    expect(fullmaktStore.getState().skapande.fullmakt?.giltigFrom).toBe('2030-11-27');
  }, 15_000); // types three fields and saves: room on two busy cores
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore, konfigurationStore, startkonfiguration } from '@fullmakt/shared';
import type { Signeringsalternativ } from '@fullmakt/shared';
import { skickaTillUnderskrift } from '@fullmakt/shared/flode';
import { svaraHttp } from '@fullmakt/shared/testing';
import type { Anrop } from '@fullmakt/shared/testing';
import { aliDelning, tillAli } from '../test/fullmakter';
import { BYGGTEKNIK, engagemangSvar, nollstall, renderVid, valjOrganisation } from '../test/render';

// A fixed day inside the received power's validity (2026-01-03 to 2027-01-03), so the share's
// dates hold whenever the test runs. Only Date is faked; timers and user events run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const LENA = { id: '199007302426', typ: 'pnr' as const, fornamn: 'Lena', namn: 'Persson' };

/** The server of a share: the original, the share draft, Lena's lookup and the draft saves. */
/** Ali alone signs for Byggteknik: nothing to choose. */
const ALI_ENSAM: Signeringsalternativ = {
  id: 'vd',
  typ: 'VD',
  namn: 'Verkställande direktör',
  rubrik: 'VD ensam',
  obligatorisk: false,
  min: 1,
  max: 1,
  personer: [{ id: '199901113572', obligatorisk: false, fornamn: 'Ali', namn: 'Yilmaz' }],
};

/** Byggteknik's board: two of three sign. */
const STYRELSEN: Signeringsalternativ = {
  id: 'styrelsen',
  typ: 'STYRELSE',
  namn: 'Styrelsen',
  rubrik: 'Två i styrelsen',
  obligatorisk: false,
  min: 2,
  max: 3,
  personer: [
    { id: '199901113572', obligatorisk: false, fornamn: 'Ali', namn: 'Yilmaz' },
    { id: '198806213842', obligatorisk: false, fornamn: 'Karin', namn: 'Nilsson' },
    { id: '197803122386', obligatorisk: false, fornamn: 'Anna', namn: 'Lindqvist' },
  ],
};

function server(original = tillAli(), alternativ: Signeringsalternativ[] = [ALI_ENSAM]): Anrop[] {
  let delning = aliDelning();
  return svaraHttp((a) => {
    if (a.url === '/api/engagemang') {
      return { data: engagemangSvar() };
    }
    if (a.url === '/api/dfm/signeringsalternativ') {
      return { data: { kalla: { '2021005448': { signeringsalternativ: alternativ, fel: [] } } } };
    }
    if (a.url === '/api/dfm/person') {
      return { data: { id: LENA.id, typ: LENA.typ } };
    }
    if (a.method === 'PUT') {
      const andring = a.data as {
        fullmaktshavare: typeof delning.fullmaktshavare;
        giltigFrom: string;
        giltigTom?: string;
        behorigheter: string[];
      };
      delning = {
        ...delning,
        // The server names the holders from the register; the browser sends ids.
        fullmaktshavare: andring.fullmaktshavare.map((h) => (h.id === LENA.id ? LENA : h)),
        giltigFrom: andring.giltigFrom,
        ...(andring.giltigTom ? { giltigTom: andring.giltigTom } : {}),
        behorigheter: original.behorigheter.filter((b) => andring.behorigheter.includes(b.kod)),
      };
      return { data: { fullmakt: delning } };
    }
    if (a.method === 'POST' && a.url.endsWith('/utkast')) {
      return { data: delning };
    }
    if (a.url.endsWith('/underskrift')) {
      return { data: { redirectUrl: '/signeringstjanst/x' } };
    }
    return { data: original };
  });
}

async function startaDelning(vy = '/privat/ombud/fullmakt?id=f1&orgnummer=2021005448') {
  const utfall = renderVid(vy);
  await userEvent.click(await screen.findByRole('button', { name: 'Dela vidare' }));
  expect(await screen.findByText('Steg 1 av 3')).toBeInTheDocument();
  return utfall;
}

async function tillBehorighet() {
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
    '19900730-2426',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
  expect(await screen.findByText('Steg 2 av 3')).toBeInTheDocument();
}

beforeEach(() => {
  nollstall();
});

describe('the share steps', () => {
  it('say on every step which power is shared and whose it is (issue 36, item 19)', async () => {
    server();
    await startaDelning();
    const vilken =
      /^Du delar vidare fullmakten Deklarationsombud från Anna Lindqvist \(19780312-2386\)\.$/;
    expect(screen.getByText(vilken)).toBeInTheDocument();
    await tillBehorighet();
    expect(screen.getByText(vilken)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 3 av 3')).toBeInTheDocument();
    expect(screen.getByText(vilken)).toBeInTheDocument();
    // The review names the original and its grantor, not 'en annan fullmakt'.
    expect(
      screen.getByText(
        'Fullmakten delas vidare från fullmakten Deklarationsombud, som Anna Lindqvist (19780312-2386) har gett.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/från en annan fullmakt/)).not.toBeInTheDocument();
    // Three steps with lookups and saves: more than the default 5 s on a loaded machine.
  }, 20_000);

  it('bound the dates by the original: an end after the original’s is refused', async () => {
    const anrop = server();
    await startaDelning();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    const tom = screen.getByRole('textbox', { name: 'Gäller till och med' });
    await userEvent.clear(tom);
    await userEvent.type(tom, '2027-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 1 av 3')).toBeInTheDocument();
    expect(screen.getAllByText(/2027-01-03/).length).toBeGreaterThan(0);
    expect(anrop.some((a) => a.method === 'PUT')).toBe(false);
  });

  it('list only the original’s chosen permissions, without the right to share at the depth limit', async () => {
    server();
    await startaDelning();
    await tillBehorighet();
    expect(screen.getByRole('checkbox', { name: 'Deklaration' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toBeInTheDocument();
    // The template's other permissions are not the original's: never offered.
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Dela vidare' })).not.toBeInTheDocument();
  });

  it('offer the right to share while the depth is below transportfullmaktMaxLed', async () => {
    konfigurationStore.setState({ config: { ...startkonfiguration, transportfullmaktMaxLed: 2 } });
    server();
    await startaDelning();
    await tillBehorighet();
    expect(screen.getByRole('checkbox', { name: 'Dela vidare' })).toBeInTheDocument();
  });

  it('need a permission besides the right to share', async () => {
    konfigurationStore.setState({ config: { ...startkonfiguration, transportfullmaktMaxLed: 2 } });
    server();
    await startaDelning();
    await tillBehorighet();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dela vidare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(
      await screen.findAllByText(
        'Välj minst en behörighet utöver rätten att dela fullmakten vidare.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByText('Steg 2 av 3')).toBeInTheDocument();
  });

  it('save fewer permissions on the share and sign it', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    const anrop = server();
    await startaDelning();
    await tillBehorighet();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 3 av 3')).toBeInTheDocument();
    expect(screen.getByText('Lena Persson (19900730-2426)')).toBeInTheDocument();
    const sparat = anrop.filter((a) => a.method === 'PUT').at(-1);
    expect(sparat?.url).toBe('/api/utkast-api/utkast/d1');
    expect(sparat?.data).toMatchObject({ behorigheter: ['las'] });
    await userEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    await vi.waitFor(() => expect(till).toHaveBeenCalledWith('/signeringstjanst/x'));
    expect(anrop.at(-1)?.url).toBe('/api/fullmakter-api/fullmakter/d1/underskrift');
    till.mockRestore();
  });

  it.each(['giltighet', 'behorighet', 'underskrift'])(
    'dela/%s without a share started goes back to the overview',
    async (steg) => {
      server();
      const { router } = renderVid(`/privat/ombud/dela/${steg}`);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/privat/ombud'));
    },
  );

  it('dela/underskrift before the permissions are chosen goes back to the overview', async () => {
    server();
    const { router } = await startaDelning();
    await router.navigate('/privat/ombud/dela/underskrift');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/privat/ombud'));
  });
});

describe('an organisation sharing a received power', () => {
  it('keeps the organisation chosen, as the share’s principal, for the ombud pages after', async () => {
    valjOrganisation();
    server(
      tillAli({ fullmaktshavare: [{ id: BYGGTEKNIK.id, typ: 'orgnr', namn: BYGGTEKNIK.namn }] }),
    );
    const { router } = await startaDelning(
      '/organisation/ombud/fullmakt?id=f1&orgnummer=2021005448',
    );
    expect(router.state.location.pathname).toBe('/organisation/ombud/dela/giltighet');
    const s = fullmaktStore.getState();
    expect(s.transport).toBe(true);
    expect(s.skapande.fullmaktsgivare?.id).toBe(BYGGTEKNIK.id);
    expect(s.skapande.fullmaktsgivarroll).toBe('Organisation');
    await router.navigate('/organisation/ombud');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter företaget har fått' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/ombud');
  });
});

// Issue 36 item 9: an organisation holder whose signing group needs more than one person
// chooses who signs for it in the share steps, and the signature carries that choice.
describe('an organisation whose signing group needs two sharing a received power', () => {
  it('chooses the signatories in a step of their own, and signs with them', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    valjOrganisation();
    const anrop = server(
      tillAli({ fullmaktshavare: [{ id: BYGGTEKNIK.id, typ: 'orgnr', namn: BYGGTEKNIK.namn }] }),
      [STYRELSEN],
    );
    renderVid('/organisation/ombud/fullmakt?id=f1&orgnummer=2021005448');
    await userEvent.click(await screen.findByRole('button', { name: 'Dela vidare' }));
    expect(await screen.findByText('Steg 1 av 4')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' }),
      '19900730-2426',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 2 av 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Läsa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 3 av 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Ali Yilmaz/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Karin Nilsson/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 4 av 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    await vi.waitFor(() => expect(till).toHaveBeenCalledWith('/signeringstjanst/x'));
    const underskrift = anrop.find((a) => a.url.endsWith('/underskrift'));
    expect(underskrift?.data).toMatchObject({
      signeringsval: 'styrelsen',
      underskrifter: expect.arrayContaining([{ id: '199901113572' }, { id: '198806213842' }]),
    });
    till.mockRestore();
  });
});

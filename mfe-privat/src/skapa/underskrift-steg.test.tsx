import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { queryClient, queryKeys } from '@fullmakt/shared/api';
import { svaraHttp } from '@fullmakt/shared/testing';
import { enFullmakt } from '@fullmakt/shared/testing';
import { ANNA, nollstall, renderVid } from '../test/render';
import { behorighetKlar } from '../test/wizard';
import { skickaTillUnderskrift } from '@fullmakt/shared/flode';

const STEG = '/privat/fullmaktsgivare/skapa/underskrift';

beforeEach(() => {
  nollstall();
  behorighetKlar();
});

/** The draft as last saved, as a PUT's answer leaves it in the cache: an older choice. */
function sparatTidigare(): void {
  queryClient.setQueryData(queryKeys.utkast('u1'), {
    fullmakt: enFullmakt({ id: 'u1', status: 'PABORJAD' }),
  });
}

/** The draft as last saved holds what the wizard shows (the steps saved it). */
function sparatSomNu(): void {
  const fullmakt = fullmaktStore.getState().skapande.fullmakt;
  if (!fullmakt) {
    throw new Error('fixture saknas');
  }
  // The server keeps no name for a protected identity: holders compare by id.
  const utanNamn = fullmakt.fullmaktshavare.map(({ id, typ }) => ({ id, typ }));
  queryClient.setQueryData(queryKeys.utkast('u1'), {
    fullmakt: { ...fullmakt, fullmaktshavare: utanNamn },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('review and sign', () => {
  it('shows the whole power in plain Swedish', async () => {
    svaraHttp(() => ({ data: {} }));
    renderVid(STEG);
    expect(await screen.findByText('Skatteverket')).toBeInTheDocument();
    expect(screen.getByText('Lena Persson (19900730-2426)')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01 till och med 2027-06-30')).toBeInTheDocument();
    expect(screen.getByText('Deklaration')).toBeInTheDocument();
    expect(screen.getByText('Läsa')).toBeInTheDocument();
  });

  it('says beforehand that a foreign eID cannot sign, and offers no signing button to press', async () => {
    nollstall({ ...ANNA, idp: 'foreign-eid' });
    behorighetKlar();
    const anrop = svaraHttp(() => ({ data: {} }));
    renderVid(STEG);
    const knapp = await screen.findByRole('button', { name: 'Skriv under' });
    expect(knapp).toBeDisabled();
    expect(knapp).toHaveAccessibleDescription(
      'Du kan inte skriva under med en utländsk e-legitimation (Foreign eID).',
    );
    expect(anrop.filter((a) => a.url.endsWith('/underskrift'))).toHaveLength(0);
  });

  it('signs through the server and sends the browser to the signing service', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    const anrop = svaraHttp(() => ({ data: { redirectUrl: '/signeringstjanst/abc' } }));
    renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Du skickas till underskriften');
    expect(till).toHaveBeenCalledWith('/signeringstjanst/abc');
    expect(anrop[0]?.url).toBe('/api/fullmakter-api/fullmakter/u1/underskrift');
    expect((anrop[0]?.data as { fullmakt: { giltigFrom: string } }).fullmakt.giltigFrom).toBe(
      '2026-12-01',
    );
  });

  it('shows the server refusal and stays', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    svaraHttp(() => ({
      status: 400,
      data: { kod: 'fullmakt.ogiltig', meddelande: 'Personnumret finns inte.' },
    }));
    renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Personnumret finns inte.');
    expect(till).not.toHaveBeenCalled();
  });

  it.each([
    ['as last saved', sparatSomNu],
    ['with no saved copy in this page (a reload, the signing round trip)', () => undefined],
  ])('keeps a draft %s without saving it again when signing later', async (_fall, forbered) => {
    forbered();
    const anrop = svaraHttp(() => ({
      data: {
        utkast: [],
        fullmakter: [],
        page: { number: 0, size: 20, totalElements: 0, totalPages: 0 },
      },
    }));
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under senare' }));
    expect(await screen.findByText(/sparad som ett påbörjat utkast/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare');
    // A PUT would end the signing ticket of a draft awaiting signature.
    expect(anrop.some((a) => a.method === 'PUT')).toBe(false);
  });

  it('saves the whole choice when it differs from the draft as last saved', async () => {
    sparatTidigare();
    const anrop = svaraHttp((a) => {
      if (a.method === 'PUT') {
        return { data: { fullmakt: enFullmakt({ id: 'u1', status: 'PABORJAD' }) } };
      }
      return a.url.includes('sok')
        ? {
            data: {
              utkast: [],
              fullmakter: [],
              page: { number: 0, size: 20, totalElements: 0, totalPages: 0 },
            },
          }
        : { data: {} };
    });
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under senare' }));
    expect(await screen.findByText(/sparad som ett påbörjat utkast/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare');
    expect(anrop[0]).toMatchObject({
      method: 'PUT',
      url: '/api/utkast-api/utkast/u1',
      data: {
        fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
        giltigFrom: '2026-12-01',
        giltigTom: '2027-06-30',
        behorigheter: ['dekl', 'las'],
      },
    });
  });

  it('does not send the power for signing while it is being saved as a draft', async () => {
    sparatTidigare();
    let svara: () => void = () => undefined;
    const vanta = new Promise<void>((resolve) => {
      svara = resolve;
    });
    svaraHttp(() => ({
      vanta,
      data: { fullmakt: enFullmakt({ id: 'u1', status: 'PABORJAD' }) },
    }));
    renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under senare' }));
    expect(screen.getByRole('button', { name: 'Skriv under' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skriv under senare' })).toBeDisabled();
    svara();
    expect(await screen.findByText(/sparad som ett påbörjat utkast/)).toBeInTheDocument();
  });

  it('stays on the review and says so when the draft cannot be saved', async () => {
    sparatTidigare();
    svaraHttp(() => ({ status: 503, data: {} }));
    const { router } = renderVid(STEG);
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv under senare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Misslyckades med att spara utkastet',
    );
    expect(router.state.location.pathname).toBe(STEG);
    expect(screen.getByText('Läsa')).toBeInTheDocument();
  });
});

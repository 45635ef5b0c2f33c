import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import { svaraHttp } from '@fullmakt/shared/testing';
import { MALL, TREDJEMAN, enFullmakt } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';
import { skickaTillUnderskrift } from '@fullmakt/shared/flode';
import { idag } from '@fullmakt/shared';
import { behorighetKlar } from '../test/wizard';

// A fixed day: the draft's 2030 dates lie ahead of it whenever the test runs. Only Date is
// faked; timers and user events run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const utkast = {
  fullmakt: enFullmakt({ id: 'u1', status: 'PABORJAD' }),
  signeringsmodell: { signeringsalternativ: [] },
};

beforeEach(() => {
  nollstall();
});

describe('a started draft', () => {
  it('is deleted after the dialog and the overview says so', async () => {
    const anrop = svaraHttp((a) => {
      if (a.method === 'DELETE') {
        return { status: 204 };
      }
      return a.url.includes('/sok') ? { data: { utkast: [] } } : { data: utkast };
    });
    const { router } = renderVid('/privat/fullmaktsgivare/utkast?id=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort utkast' }));
    expect(screen.getByRole('dialog', { name: 'Vill du ta bort utkastet?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, fortsätt' }));
    expect(await screen.findByText('Utkastet är borttaget.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare');
    expect(anrop.some((a) => a.method === 'DELETE' && a.url === '/api/utkast-api/utkast/u1')).toBe(
      true,
    );
  });

  it('is resumed in the wizard at the holders step with its third party and template', async () => {
    svaraHttp((a) => {
      if (a.url.endsWith('/tredjeman')) {
        return { data: { tredjeman: TREDJEMAN } };
      }
      if (a.url.endsWith('/mallar')) {
        return { data: { mallar: [MALL] } };
      }
      return { data: utkast };
    });
    const { router } = renderVid('/privat/fullmaktsgivare/utkast?id=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med utkastet' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/giltighet');
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' })).toHaveValue(
      '19900730-2426',
    );
    expect(fullmaktStore.getState().skapande.fullmakt?.id).toBe('u1');
    // The draft was started on 2026-01-03; a resumed draft cannot start in the past.
    expect(screen.getByRole('textbox', { name: 'Gäller från och med' })).toHaveValue(idag());
  });
});

describe('resuming a draft saved elsewhere', () => {
  const sparat = {
    fullmakt: enFullmakt({
      id: 'u1',
      status: 'PABORJAD',
      giltigFrom: '2030-03-01',
      giltigTom: '2030-09-30',
      behorigheter: [
        { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' },
        { kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter' },
      ],
    }),
  };

  function server(): void {
    svaraHttp((a) => {
      if (a.url.endsWith('/tredjeman')) {
        return { data: { tredjeman: TREDJEMAN } };
      }
      if (a.url.endsWith('/mallar')) {
        return { data: { mallar: [MALL] } };
      }
      if (a.url === '/api/dfm/person') {
        return { data: { id: '199007302426', typ: 'pnr' } };
      }
      return { data: sparat };
    });
  }

  it("takes the holders, the dates and the chosen permissions from the server's draft", async () => {
    server();
    renderVid('/privat/fullmaktsgivare/utkast?id=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med utkastet' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gäller från och med' })).toHaveValue('2030-03-01');
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2030-09-30');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toBeChecked();
  });

  it("keeps this tab's progress but shows the server's content when the tab holds the draft", async () => {
    behorighetKlar();
    server();
    const { router } = renderVid('/privat/fullmaktsgivare/utkast?id=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med utkastet' }));
    expect(await screen.findByText('Steg 5 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/underskrift');
    // The tab had 2026-12-01 to 2027-06-30; the server's draft was saved later, elsewhere.
    expect(screen.getByText('2030-03-01 till och med 2030-09-30')).toBeInTheDocument();
  });

  it('goes back to the validity step when the saved start has passed', async () => {
    behorighetKlar();
    svaraHttp((a) => {
      if (a.url.endsWith('/tredjeman')) {
        return { data: { tredjeman: TREDJEMAN } };
      }
      return a.url.endsWith('/mallar')
        ? { data: { mallar: [MALL] } }
        : { data: { fullmakt: { ...sparat.fullmakt, giltigFrom: '2020-01-01' } } };
    });
    renderVid('/privat/fullmaktsgivare/utkast?id=u1');
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt med utkastet' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gäller från och med' })).toHaveValue(idag());
  });
});

describe('a draft sent for signature but not signed', () => {
  it('is signed as stored through the signing service', async () => {
    const till = vi.spyOn(skickaTillUnderskrift, 'till').mockImplementation(() => undefined);
    const vantar = { fullmakt: enFullmakt({ id: 'u2', status: 'VANTAR_PA_UNDERSKRIFT' }) };
    const anrop = svaraHttp((a) =>
      a.method === 'POST' ? { data: { redirectUrl: '/signeringstjanst/x' } } : { data: vantar },
    );
    renderVid('/privat/fullmaktsgivare/utkast?id=u2');
    expect(await screen.findByText('Väntar på underskrift')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fortsätt med utkastet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skriv under' }));
    await vi.waitFor(() => expect(till).toHaveBeenCalledWith('/signeringstjanst/x'));
    expect(anrop.at(-1)?.url).toBe('/api/fullmakter-api/fullmakter/u2/underskrift');
    till.mockRestore();
  });
});

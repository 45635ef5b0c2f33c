import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { aliDelning, tillAli } from '../test/fullmakter';
import { nollstall, renderVid } from '../test/render';

// A fixed day inside the received power's validity (2026-01-03 to 2027-01-03), so the share's
// dates hold whenever the test runs. Only Date is faked; timers and user events run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const LENA = { id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' } as const;
const sparad = aliDelning({
  fullmaktshavare: [LENA],
  giltigFrom: '2026-12-01',
  giltigTom: '2026-12-24',
  behorigheter: [{ kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter' }],
});

function server(original = tillAli()) {
  return svaraHttp((a) => {
    if (a.url === '/api/utkast-api/utkast/sok') {
      return {
        data: {
          utkast: [{ fullmakt: sparad }, { fullmakt: tillAli({ id: 'u9', status: 'PABORJAD' }) }],
        },
      };
    }
    if (a.url === '/api/dfm/sok/fullmakter') {
      return { data: listSvar([]) };
    }
    if (a.url === '/api/dfm/person') {
      return { data: { id: LENA.id, typ: LENA.typ } };
    }
    if (a.method === 'PUT') {
      return { data: { fullmakt: sparad } };
    }
    return { data: original };
  });
}

beforeEach(() => {
  nollstall();
});

describe('a share kept for later', () => {
  it('is listed on the holder’s overview and resumed in the share steps with what was saved', async () => {
    const anrop = server();
    const { router } = renderVid('/privat/ombud');
    const fortsatt = await screen.findByRole('button', { name: 'Fortsätt dela Deklarationsombud' });
    // Only shares are offered here: the holder's own drafts are not. Counted before the
    // click: the overview may be gone by the time the click has been handled.
    expect(screen.getAllByRole('button', { name: /^Fortsätt dela/ })).toHaveLength(1);
    await userEvent.click(fortsatt);
    expect(await screen.findByText('Steg 1 av 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/ombud/dela/giltighet');
    expect(anrop.some((a) => a.url === '/api/dfm/tredjeman/2021005448/fullmakter/f1')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' })).toHaveValue(
      '19900730-2426',
    );
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2026-12-24');
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 2 av 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deklaration' })).not.toBeChecked();
  });

  it('cannot go on once the original has ended, and says so', async () => {
    server(tillAli({ status: 'ATERKALLAD' }));
    const { router } = renderVid('/privat/ombud');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Fortsätt dela Deklarationsombud' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Delningen kan inte öppnas. Försök igen senare.',
    );
    expect(router.state.location.pathname).toBe('/privat/ombud');
  });
});

// Issue 36 item 14: a share whose signing was aborted or failed waits for a signature; it
// stays on the holder's overview with its status, to be resumed or removed.
describe('a share whose signing was aborted', () => {
  function serverMed(status: 'VANTAR_PA_UNDERSKRIFT' | 'DELVIS_UNDERSKRIVEN') {
    let borttagen = false;
    const anrop = svaraHttp((a) => {
      if (a.url === '/api/utkast-api/utkast/sok') {
        return { data: { utkast: borttagen ? [] : [{ fullmakt: { ...sparad, status } }] } };
      }
      if (a.method === 'DELETE') {
        borttagen = true;
        return { status: 204, data: '' };
      }
      if (a.url === '/api/dfm/sok/fullmakter') {
        return { data: listSvar([]) };
      }
      if (a.url === '/api/dfm/person') {
        return { data: LENA };
      }
      return { data: tillAli() };
    });
    return anrop;
  }

  it('is listed with its status and resumed in the share steps', async () => {
    serverMed('VANTAR_PA_UNDERSKRIFT');
    const { router } = renderVid('/privat/ombud');
    const knapp = await screen.findByRole('button', { name: 'Fortsätt dela Deklarationsombud' });
    expect(screen.getByText(/Status: Väntar på underskrift/)).toBeInTheDocument();
    await userEvent.click(knapp);
    expect(await screen.findByText('Steg 1 av 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/ombud/dela/giltighet');
  });

  it('can be removed after a question', async () => {
    const anrop = serverMed('DELVIS_UNDERSKRIVEN');
    renderVid('/privat/ombud');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ta bort delningen av Deklarationsombud' }),
    );
    // Some have signed: it cannot change, so it is not resumed in the steps.
    expect(screen.queryByRole('button', { name: /^Fortsätt dela/ })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Vill du ta bort delningen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Ja, / }));
    expect(await screen.findByText('Delningen är borttagen.')).toBeInTheDocument();
    expect(anrop.some((a) => a.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Ta bort delningen/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { aliDelning, tillAli } from '../test/fullmakter';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/ombud/fullmakt?id=f1&orgnummer=2021005448';
const SOK = '/api/dfm/sok/fullmakter';
const ATERLAMNA = '/api/fullmakter-api/fullmakter/f1/aterlamna';

beforeEach(() => {
  nollstall();
});

describe('one received power', () => {
  it('shows grantor, third party, permissions, validity and status', async () => {
    const anrop = svaraHttp(() => ({ data: tillAli() }));
    renderVid(VY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deklarationsombud' }),
    ).toBeInTheDocument();
    expect(anrop[0]?.url).toBe('/api/dfm/tredjeman/2021005448/fullmakter/f1');
    expect(screen.getByText('Anna Lindqvist (19780312-2386)')).toBeInTheDocument();
    expect(screen.getByText('Skatteverket')).toBeInTheDocument();
    expect(screen.getByText('Läsa')).toBeInTheDocument();
    expect(screen.getByText('2026-01-03 till och med 2027-01-03')).toBeInTheDocument();
    expect(screen.getByText('Klar och skickad till tredje man')).toBeInTheDocument();
    // Issue 31 item 3: the holder of a power in force may download it (not once it ended).
    expect(screen.getByRole('button', { name: 'Ladda ned som PDF' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Tillbaka till fullmakter du har fått' }),
    ).toHaveAttribute('href', '/privat/ombud');
  });

  it('says where it comes from when it was itself shared onward', async () => {
    svaraHttp(() => ({
      data: tillAli({ ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'f0' } } }),
    }));
    renderVid(VY);
    expect(
      await screen.findByText('Fullmakten är delad vidare från en annan fullmakt.'),
    ).toBeInTheDocument();
  });

  it.each(['UTGANGEN', 'ATERKALLAD'] as const)(
    'a power %s says to contact the grantor and offers nothing',
    async (status) => {
      svaraHttp(() => ({ data: tillAli({ status }) }));
      renderVid(VY);
      expect(
        await screen.findByText(
          'Fullmakten gäller inte längre. Kontakta Anna Lindqvist om du behöver en ny fullmakt.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('tells a holder no longer among the holders so, and offers nothing', async () => {
    svaraHttp(() => ({ data: tillAli({ fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }] }) }));
    renderVid(VY);
    expect(
      await screen.findByText('Ombudet har inte längre rätt att vara ombud för fullmaktsgivaren.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a page without id says no power is chosen', async () => {
    svaraHttp(() => ({ data: tillAli() }));
    renderVid('/privat/ombud/fullmakt');
    expect(await screen.findByText('Ingen fullmakt är vald.')).toBeInTheDocument();
  });
});

describe('returning', () => {
  it('returns after the dialog; the overview says so and lists it as returned, as the server does', async () => {
    let aterlamnad = false;
    const anrop = svaraHttp((a) => {
      if (a.url === ATERLAMNA) {
        aterlamnad = true;
        return { data: { aterlamnad: true } };
      }
      if (a.url === SOK) {
        // The server keeps a returned power in the holder's list, with its new status.
        const forsta = tillAli(aterlamnad ? { status: 'ATERLAMNAD' } : {});
        return { data: listSvar([forsta, tillAli({ id: 'f2', rubrik: 'Bilombud' })]) };
      }
      // The view, asked again, is returned too: the page must still move on to the overview.
      return { data: tillAli(aterlamnad ? { status: 'ATERLAMNAD' } : {}) };
    });
    const { router } = renderVid('/privat/ombud');
    expect(await screen.findByText('2 fullmakter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Visa Deklarationsombud' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Återlämna fullmakt' }));
    const dialog = screen.getByRole('dialog', { name: 'Vill du återlämna fullmakten?' });
    expect(dialog).toHaveTextContent(
      'Du kan inte längre använda fullmakten när du har återlämnat den.',
    );
    expect(screen.getByRole('heading', { name: 'Vill du återlämna fullmakten?' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, återlämna' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fullmakten är återlämnad.');
    expect(router.state.location.pathname).toBe('/privat/ombud');
    // Never gone from the list: shown as returned at once, then as the server lists it.
    expect(screen.getByText('2 fullmakter')).toBeInTheDocument();
    const rad = screen.getByRole('link', { name: 'Visa Deklarationsombud' }).closest('tr');
    expect(rad).toHaveTextContent('Återlämnad');
    await vi.waitFor(() => expect(anrop.filter((a) => a.url === SOK)).toHaveLength(2));
    expect(
      screen.getByRole('link', { name: 'Visa Deklarationsombud' }).closest('tr'),
    ).toHaveTextContent('Återlämnad');
  });

  it('cancels the dialog without returning, focus back on the button', async () => {
    const anrop = svaraHttp(() => ({ data: tillAli() }));
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återlämna fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Återlämna fullmakt' })).toHaveFocus(),
    );
    expect(anrop.every((a) => a.method === 'GET')).toBe(true);
  });

  it('a power someone already revoked or returned gets the §8 text in full', async () => {
    const text =
      'Du kan inte återkalla/återlämna fullmakten eftersom någon redan har återkallat eller återlämnat den.';
    svaraHttp((a) =>
      a.url === ATERLAMNA
        ? { status: 409, data: { kod: 'fullmakt.konflikt', meddelande: text } }
        : { data: tillAli() },
    );
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återlämna fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, återlämna' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a holder no longer allowed to act is told so', async () => {
    svaraHttp((a) =>
      a.url === ATERLAMNA
        ? { status: 403, data: { kod: 'anvandare.obehorig' } }
        : { data: tillAli() },
    );
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återlämna fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, återlämna' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ombudet har inte längre rätt att vara ombud för fullmaktsgivaren.',
    );
  });
});

describe('sharing onward', () => {
  it('is not offered without the right to share', async () => {
    svaraHttp(() => ({
      data: tillAli({ behorigheter: [{ kod: 'las', rubrik: 'Läsa', beskrivning: 'x' }] }),
    }));
    renderVid(VY);
    expect(await screen.findByRole('button', { name: 'Återlämna fullmakt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dela vidare' })).not.toBeInTheDocument();
  });

  it('before the power starts, the button says why it cannot be used and does nothing', async () => {
    const anrop = svaraHttp(() => ({
      data: tillAli({ giltigFrom: '2099-01-01', giltigTom: '2099-12-31' }),
    }));
    const { router } = renderVid(VY);
    const knapp = await screen.findByRole('button', { name: 'Dela vidare' });
    expect(knapp).toHaveAttribute('aria-disabled', 'true');
    expect(knapp).toHaveAccessibleDescription(
      'Fullmakten kan inte delas vidare innan den har börjat gälla. Den börjar gälla 2099-01-01.',
    );
    await userEvent.click(knapp);
    expect(anrop.every((a) => a.method === 'GET')).toBe(true);
    expect(router.state.location.pathname).toBe('/privat/ombud/fullmakt');
  });

  it('makes the share draft and opens step 1 of 3', async () => {
    const anrop = svaraHttp((a) =>
      a.method === 'POST' ? { data: aliDelning() } : { data: tillAli() },
    );
    const { router } = renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Dela vidare' }));
    expect(await screen.findByText('Steg 1 av 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/ombud/dela/giltighet');
    expect(anrop.find((a) => a.method === 'POST')).toMatchObject({
      url: '/api/fullmakter-api/fullmakter/utkast',
      data: { tredjeman: { id: '2021005448' }, fullmakt: { id: 'f1' } },
    });
  });

  it.each([
    ['fullmakt.inte.transportfullmakt', 'Fullmakten får inte delas vidare.'],
    ['mall.inte.transportfullmakt', 'Fullmakter från den här mallen får inte delas vidare.'],
  ])('a refusal %s is shown in Swedish', async (kod, text) => {
    svaraHttp((a) => (a.method === 'POST' ? { status: 409, data: { kod } } : { data: tillAli() }));
    const { router } = renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Dela vidare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/privat/ombud/fullmakt');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationValTexter } from '@fullmakt/shared';
import { svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { BYGGTEKNIK, engagemangSvar, nollstall, renderVid, valjOrganisation } from '../test/render';
import { tillAli } from '../test/fullmakter';

const SOK = '/api/dfm/sok/fullmakter';

beforeEach(() => {
  nollstall();
});

function sokningar(anrop: { url: string; data: unknown }[]) {
  return anrop
    .filter((a) => a.url === SOK)
    .map((a) => (a.data as { filter: Record<string, unknown> }).filter);
}

describe('powers received by a private person', () => {
  it('lists them for the signed-in person, naming template, grantor, third party, validity and status', async () => {
    const anrop = svaraHttp(() => ({
      data: listSvar([tillAli(), tillAli({ id: 'f2', rubrik: 'Bilombud', status: 'UTGANGEN' })]),
    }));
    renderVid('/privat/ombud');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fullmakter du har fått' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Här ser du fullmakter som andra har gett till dig som privatperson.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/organisation/i)).not.toBeInTheDocument();
    const rader = within(await screen.findByRole('table')).getAllByRole('row');
    const forsta = within(rader[1] as HTMLElement);
    expect(forsta.getByRole('link', { name: 'Visa Deklarationsombud' })).toHaveAttribute(
      'href',
      '/privat/ombud/fullmakt?id=f1&orgnummer=2021005448',
    );
    expect(forsta.getByText('Anna Lindqvist')).toBeInTheDocument();
    expect(forsta.getByText('Skatteverket')).toBeInTheDocument();
    expect(rader[1]).toHaveTextContent('2026-01-03 till och med 2027-01-03');
    expect(forsta.getByText('Klar och skickad till tredje man')).toBeInTheDocument();
    expect(within(rader[2] as HTMLElement).getByText('Gäller inte längre')).toBeInTheDocument();
    expect(sokningar(anrop)[0]).toEqual({
      fullmaktshavare: { id: '199901113572' },
      page: { page: 0, size: 20 },
    });
  });

  it('offers "Begär en fullmakt" above the lists, where their loading does not move it', async () => {
    svaraHttp(() => ({ data: listSvar([tillAli()]) }));
    renderVid('/privat/ombud');
    const begar = screen.getByRole('link', { name: 'Begär en fullmakt' });
    expect(begar).toHaveAttribute('href', '/privat/ombud/begar');
    const tabell = await screen.findByRole('table');
    // DOCUMENT_POSITION_FOLLOWING: the list comes after the link.
    expect(begar.compareDocumentPosition(tabell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('filters by time and text, and pages five at a time', async () => {
    const sju = Array.from({ length: 7 }, (_v, i) =>
      tillAli({ id: `f${i}`, rubrik: `Fullmakt ${i}` }),
    );
    const anrop = svaraHttp(() => ({ data: listSvar(sju) }));
    renderVid('/privat/ombud');
    const tabell = await screen.findByRole('table');
    expect(within(tabell).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(await screen.findByRole('link', { name: 'Visa Fullmakt 6' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Historiska' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök bland fullmakter' }), 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByRole('table');
    expect(sokningar(anrop).at(-1)).toEqual({
      fullmaktshavare: { id: '199901113572' },
      tid: 'HISTORISK',
      text: 'Anna',
      page: { page: 0, size: 20 },
    });
  });

  it('keeps the list 90 s: coming back asks nothing again', async () => {
    const anrop = svaraHttp(() => ({ data: listSvar([tillAli()]) }));
    const { router } = renderVid('/privat/ombud');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Visa Deklarationsombud' }));
    await router.navigate('/privat/ombud');
    await screen.findByRole('table');
    expect(anrop.filter((a) => a.url === SOK)).toHaveLength(1);
  });
});

describe('powers received by an organisation', () => {
  it('lists them for the chosen organisation and names it', async () => {
    valjOrganisation();
    const anrop = svaraHttp((a) =>
      a.url === '/api/engagemang' ? { data: engagemangSvar() } : { data: listSvar([tillAli()]) },
    );
    renderVid('/organisation/ombud');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter företaget har fått' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/till Nordisk Byggteknik AB/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Visa Deklarationsombud' })).toHaveAttribute(
      'href',
      '/organisation/ombud/fullmakt?id=f1&orgnummer=2021005448',
    );
    expect(sokningar(anrop)[0]).toEqual({
      fullmaktshavare: { id: BYGGTEKNIK.id },
      page: { page: 0, size: 20 },
    });
  });

  it.each(['/organisation/ombud', '/organisation/ombud/fullmakt?id=f1&orgnummer=2021005448'])(
    'sends %s without a chosen organisation to the ombud overview (SPEC §2), which asks for one',
    async (path) => {
      const anrop = svaraHttp((a) =>
        a.url === '/api/engagemang' ? { data: engagemangSvar() } : { data: listSvar([]) },
      );
      const { router } = renderVid(path);
      const lank = await screen.findByRole('link', { name: 'Välj organisation' });
      expect(router.state.location.pathname).toBe('/organisation/ombud');
      expect(screen.getByText(organisationValTexter.ingenValdOrganisation)).toBeInTheDocument();
      expect(lank).toHaveAttribute('href', '/organisation/engagemang');
      // No list is asked for without an organisation.
      expect(anrop.filter((a) => a.url !== '/api/engagemang')).toHaveLength(0);
      // Choosing continues to the page asked for.
      await userEvent.click(lank);
      expect(router.state.location.pathname).toBe('/organisation/engagemang');
      expect(router.state.location.state).toEqual({ mal: path });
    },
  );

  it('sends an organisation not among the user’s engagements to the engagement list', async () => {
    valjOrganisation();
    const anrop = svaraHttp((a) =>
      a.url === '/api/engagemang'
        ? { data: engagemangSvar(['7696123459']) }
        : { data: listSvar([tillAli()]) },
    );
    const { router } = renderVid('/organisation/ombud');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/organisation/engagemang'));
    expect(anrop.map((a) => a.url)).toEqual(['/api/engagemang']);
  });

  it('does not take a private principal for an organisation', async () => {
    svaraHttp(() => ({ data: listSvar([]) }));
    const { router } = renderVid('/organisation/ombud');
    await screen.findByRole('link', { name: 'Välj organisation' });
    expect(router.state.location.pathname).toBe('/organisation/ombud');
  });
});

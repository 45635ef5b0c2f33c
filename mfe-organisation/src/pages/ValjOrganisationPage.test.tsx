import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { foretagTexter, fullmaktStore, organisationValTexter } from '@fullmakt/shared';
import type { EngagemangSvar } from '@fullmakt/shared';
import { ENGAGEMANG, NORDISK, orgServer } from '../test/org-server';
import { nollstall, renderVid } from '../test/render';
import { giltighetKlar } from '../test/wizard';

beforeEach(() => {
  nollstall();
});

const kalla = (
  delar: Partial<EngagemangSvar['kalla'][string]>,
): EngagemangSvar['kalla'][string] => ({ engagemang: [], fel: [], ofullstandig: false, ...delar });

describe('choosing the organisation', () => {
  it.each(['/organisation', '/organisation/engagemang'])(
    '%s lists each organisation with name, number and role',
    async (path) => {
      orgServer();
      renderVid(path);
      const lista = await screen.findByRole('list', { name: 'Organisationer du är registrerad i' });
      const nordisk = within(lista).getAllByRole('listitem')[0] as HTMLElement;
      expect(nordisk).toHaveTextContent('Nordisk Byggteknik AB');
      expect(nordisk).toHaveTextContent('556712-3459');
      expect(nordisk).toHaveTextContent('Styrelseledamot');
      expect(
        within(lista).getByRole('button', { name: 'Välj Fjällbyns Ekonomiska Förening' }),
      ).toBeInTheDocument();
    },
  );

  it('shows the link to the powers received once the organisations are listed, under them, so it is never pushed down', async () => {
    orgServer();
    renderVid('/organisation');
    expect(await screen.findByText(organisationValTexter.laddar)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Fullmakter organisationen har fått' }),
    ).not.toBeInTheDocument();
    const lista = await screen.findByRole('list', { name: 'Organisationer du är registrerad i' });
    const lank = screen.getByRole('link', { name: 'Fullmakter organisationen har fått' });
    expect(lista.compareDocumentPosition(lank) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('makes the chosen organisation the principal and opens its overview', async () => {
    orgServer();
    const { router } = renderVid('/organisation');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    );
    const s = fullmaktStore.getState();
    expect(s.appMode).toBe('ORGANISATION');
    expect(s.skapande.fullmaktsgivare).toEqual(NORDISK);
    expect(s.skapande.fullmaktsgivarroll).toBe('Organisation');
    expect(router.state.location.pathname).toBe('/organisation/fullmaktsgivare');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fullmakter organisationen har gett' }),
    ).toBeInTheDocument();
  });

  it('starts an empty wizard when another organisation is chosen, and keeps it for the same', async () => {
    giltighetKlar();
    orgServer();
    const { unmount } = renderVid('/organisation');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    );
    expect(fullmaktStore.getState().skapande.fullmakt?.id).toBe('u1');
    unmount();
    renderVid('/organisation');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Välj Fjällbyns Ekonomiska Förening' }),
    );
    const s = fullmaktStore.getState().skapande;
    expect(s.fullmaktsgivare?.id).toBe('7696123459');
    expect(s.fullmakt).toBeUndefined();
    expect(s.tredjeman).toBeUndefined();
    expect(s.mall).toBeUndefined();
  });

  it('merges the sources with the registry source first (SPEC §6)', async () => {
    orgServer({
      engagemang: () => ({
        data: {
          kalla: {
            annan: kalla({ engagemang: [{ orgnummer: NORDISK.id, namn: 'Fel namn' }] }),
            '2021005448': kalla({ engagemang: [{ orgnummer: NORDISK.id, namn: NORDISK.namn }] }),
          },
          aktivaOrgnummer: [NORDISK.id],
        },
      }),
    });
    renderVid('/organisation');
    expect(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fel namn')).not.toBeInTheDocument();
  });

  it('says that a source failed and lists what the other answered', async () => {
    orgServer({
      engagemang: () => ({
        data: {
          ...ENGAGEMANG,
          kalla: {
            '2021005448': ENGAGEMANG.kalla['2021005448'],
            '2021005489': kalla({ fel: [{ kod: 'okant.fel', meddelande: 'stacktrace!' }] }),
          },
        },
      }),
    });
    renderVid('/organisation');
    expect(await screen.findByText(foretagTexter.allmant)).toBeInTheDocument();
    expect(screen.queryByText('stacktrace!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' })).toBeInTheDocument();
  });

  it('says that a partial answer may leave organisations out', async () => {
    orgServer({
      engagemang: () => ({
        data: {
          ...ENGAGEMANG,
          kalla: { '2021005448': { ...ENGAGEMANG.kalla['2021005448'], ofullstandig: true } },
        },
      }),
    });
    renderVid('/organisation');
    expect(await screen.findByText(foretagTexter.ofullstandigt)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj Nordisk Byggteknik AB' })).toBeInTheDocument();
  });

  it.each([
    ['too many companies', foretagTexter.forMangaForetag],
    ['the sole-trader limit', foretagTexter.enskildFirmaGrans],
  ])('says %s in Swedish', async (_fall, meddelande) => {
    orgServer({
      engagemang: () => ({
        data: {
          kalla: { '2021005448': kalla({ fel: [{ kod: 'anvandare.obehorig', meddelande }] }) },
          aktivaOrgnummer: [],
        },
      }),
    });
    renderVid('/organisation');
    expect(await screen.findByText(meddelande)).toBeInTheDocument();
    expect(screen.queryByText(organisationValTexter.inga)).not.toBeInTheDocument();
  });

  it('offers Gustav, in too many companies, a way on instead of a choice that cannot be made', async () => {
    orgServer({
      engagemang: () => ({
        data: {
          kalla: {
            '2021005448': kalla({
              fel: [{ kod: 'anvandare.obehorig', meddelande: foretagTexter.forMangaForetag }],
            }),
          },
          aktivaOrgnummer: [],
        },
      }),
    });
    renderVid('/organisation');
    expect(await screen.findByText(foretagTexter.forMangaForetag)).toBeInTheDocument();
    // Not asked to choose among nothing, nor sent to pages that need an organisation.
    expect(screen.queryByText(organisationValTexter.ingress)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Fullmakter organisationen har fått' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(organisationValTexter.vidarePrivat)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsätt som privatperson' })).toHaveAttribute(
      'href',
      '/privat',
    );
  });

  it('says so when the user is in no organisation at all', async () => {
    orgServer({ engagemang: () => ({ data: { kalla: {}, aktivaOrgnummer: [] } }) });
    renderVid('/organisation');
    expect(await screen.findByText(organisationValTexter.inga)).toBeInTheDocument();
  });

  it('shows a failed load in place, loads again on request, and again on the next visit', async () => {
    let svar: 'fel' | 'ok' = 'fel';
    const anrop = orgServer({
      engagemang: () => (svar === 'fel' ? { status: 500, data: {} } : { data: ENGAGEMANG }),
    });
    const { unmount } = renderVid('/organisation');
    expect(await screen.findByRole('alert')).toHaveTextContent(foretagTexter.allmant);
    svar = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Hämta igen' }));
    expect(
      await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' }),
    ).toBeInTheDocument();
    unmount();
    // Loaded and not failed since: the next visit uses what is loaded.
    const fore = anrop.filter((a) => a.url === '/api/engagemang').length;
    renderVid('/organisation/engagemang');
    await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' });
    expect(anrop.filter((a) => a.url === '/api/engagemang')).toHaveLength(fore);
  });

  it('loads again when the last load failed, though an older answer is cached', async () => {
    const { engagemangStatus } = await import('@fullmakt/shared/api');
    const anrop = orgServer();
    const { unmount } = renderVid('/organisation');
    await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' });
    unmount();
    engagemangStatus.setState({ fel: true });
    renderVid('/organisation');
    await screen.findByRole('button', { name: 'Välj Nordisk Byggteknik AB' });
    await vi.waitFor(() =>
      expect(anrop.filter((a) => a.url === '/api/engagemang')).toHaveLength(2),
    );
  });
});

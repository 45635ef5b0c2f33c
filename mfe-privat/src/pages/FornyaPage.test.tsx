import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import type { Fullmakt, UppdateraUtkastBegaran } from '@fullmakt/shared';
import { MALL, TREDJEMAN, axeBrott, enFullmakt, svaraHttp } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

// A fixed day (only Date is faked): the power below ends ten days later.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
  nollstall();
});
afterEach(() => {
  vi.useRealTimers();
});

const gammal = enFullmakt({
  id: 'f1',
  giltigFrom: '2026-01-03',
  giltigTom: '2026-12-03',
  fullmaktshavare: [
    { id: '199007302426', typ: 'pnr', fornamn: 'Lena', namn: 'Persson' },
    { id: '196905274517', typ: 'pnr', fornamn: 'Erik', namn: 'Johansson' },
  ],
  behorigheter: [
    { kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' },
    { kod: 'las', rubrik: 'Läsa', beskrivning: 'Läsa uppgifter' },
  ],
});
const vag = `/privat/fullmaktsgivare/fornya?id=f1&orgnummer=${gammal.tredjeman.id}`;

/**
 * The server: the old power, the templates, and a new draft 'n1' saved as it is sent; or,
 * with `pagaende`, the unfinished renewal it continues instead (fortsatt).
 */
function server(fullmakt: Fullmakt = gammal, pagaende?: Fullmakt) {
  let sparat: Fullmakt =
    pagaende ?? enFullmakt({ id: 'n1', status: 'PABORJAD', fullmaktshavare: [] });
  return svaraHttp((a) => {
    if (a.url.endsWith('/tredjeman')) {
      return { data: { tredjeman: TREDJEMAN } };
    }
    if (a.url.endsWith('/mallar')) {
      return { data: { mallar: [MALL] } };
    }
    if (a.url === '/api/dfm/person') {
      return { data: { id: '199007302426', typ: 'pnr' } };
    }
    if (a.method === 'POST' && a.url.endsWith('/fullmakter/utkast')) {
      return {
        data: {
          fullmakt: sparat,
          signeringsmodell: { signeringsalternativ: [] },
          ...(pagaende ? { fortsatt: true } : {}),
        },
      };
    }
    if (a.method === 'PUT') {
      const b = a.data as UppdateraUtkastBegaran;
      sparat = {
        ...sparat,
        fullmaktshavare: b.fullmaktshavare,
        giltigFrom: b.giltigFrom,
        ...(b.giltigTom === undefined ? {} : { giltigTom: b.giltigTom }),
        behorigheter: MALL.behorigheter.filter((m) => b.behorigheter.includes(m.kod)),
      };
      return { data: { fullmakt: sparat, signeringsmodell: { signeringsalternativ: [] } } };
    }
    if (a.url.endsWith('/historik')) {
      return { data: { handelser: [] } };
    }
    return { data: fullmakt };
  });
}

describe('renewing a power', () => {
  it('says what the new power gets, and opens the wizard filled in with it', async () => {
    const anrop = server();
    const { router } = renderVid(vag);
    expect(await screen.findByText('2026-12-04 till och med 2027-11-03')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Förnya fullmakten' }));

    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privat/fullmaktsgivare/skapa/giltighet');
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 1' })).toHaveValue(
      '19900730-2426',
    );
    expect(screen.getByRole('textbox', { name: 'Personnummer för fullmaktshavare 2' })).toHaveValue(
      '19690527-4517',
    );
    expect(screen.getByRole('textbox', { name: 'Gäller från och med' })).toHaveValue('2026-12-04');
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2027-11-03');
    const s = fullmaktStore.getState().skapande;
    expect([s.tredjeman?.id, s.mall?.id, s.fullmakt?.id]).toEqual([
      gammal.tredjeman.id,
      MALL.id,
      'n1',
    ]);
    // The draft names the power it renews; the content is the old power's.
    const skapa = anrop.find((a) => a.method === 'POST' && a.url.endsWith('/fullmakter/utkast'));
    expect(skapa?.data).toMatchObject({
      fornyar: { id: 'f1' },
      tredjeman: { id: gammal.tredjeman.id },
      mall: { id: gammal.ursprung.mall.id },
    });
    const put = anrop.find((a) => a.method === 'PUT');
    expect(put?.data).toMatchObject({ behorigheter: ['dekl', 'las'] });

    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    expect(await screen.findByText('Steg 4 av 5')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Läsa' })).toBeChecked();
  });

  it('starts today when the power has ended', async () => {
    server({ ...gammal, giltigFrom: '2026-06-01', giltigTom: '2026-06-30', status: 'UTGANGEN' });
    renderVid(vag);
    expect(await screen.findByText('2026-11-23 till och med 2026-12-22')).toBeInTheDocument();
    expect(screen.getByText(/från i dag eftersom den här har slutat gälla/)).toBeInTheDocument();
  });

  it('is not offered for a power without an end or a revoked one', async () => {
    const { giltigTom: _ingen, ...tillsVidare } = gammal;
    server(tillsVidare);
    renderVid(vag);
    expect(await screen.findByText(/Fullmakten kan inte förnyas/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Förnya fullmakten' })).not.toBeInTheDocument();
  });

  it("is a link on the power's page, to the renewal", async () => {
    server();
    renderVid(`/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=${gammal.tredjeman.id}`);
    expect(await screen.findByRole('link', { name: 'Förnya fullmakten' })).toHaveAttribute(
      'href',
      vag,
    );
  });

  it("is not on a revoked power's page", async () => {
    server({ ...gammal, status: 'ATERKALLAD' });
    renderVid(`/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=${gammal.tredjeman.id}`);
    expect(await screen.findByText('Historik')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Förnya fullmakten' })).not.toBeInTheDocument();
  });

  it('says a power renewed already is renewed, links to the new one, and offers nothing', async () => {
    server({ ...gammal, fornyadAv: { id: 'n9' } });
    const { container } = renderVid(vag);
    expect(await screen.findByText(/Fullmakten är redan förnyad\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa den nya fullmakten' })).toHaveAttribute(
      'href',
      `/privat/fullmaktsgivare/fullmakt?id=n9&orgnummer=${gammal.tredjeman.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Förnya fullmakten' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fullmakten kan inte förnyas/)).not.toBeInTheDocument();
    expect(await axeBrott(container)).toEqual([]);
  });

  it("says so on a renewed power's page, with a link to the new one and no renewal", async () => {
    server({ ...gammal, fornyadAv: { id: 'n9' } });
    const { container } = renderVid(
      `/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=${gammal.tredjeman.id}`,
    );
    expect(await screen.findByText(/Fullmakten är redan förnyad\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa den nya fullmakten' })).toHaveAttribute(
      'href',
      `/privat/fullmaktsgivare/fullmakt?id=n9&orgnummer=${gammal.tredjeman.id}`,
    );
    expect(screen.queryByRole('link', { name: 'Förnya fullmakten' })).not.toBeInTheDocument();
    expect(await axeBrott(container)).toEqual([]);
  });

  it('continues an unfinished renewal as it was saved, without overwriting it', async () => {
    const pagaende = enFullmakt({
      id: 'n2',
      status: 'PABORJAD',
      giltigFrom: '2026-12-04',
      giltigTom: '2027-06-30',
      fullmaktshavare: [{ id: '199007302426', typ: 'pnr' }],
      behorigheter: [{ kod: 'dekl', rubrik: 'Deklaration', beskrivning: 'Lämna deklaration' }],
    });
    const anrop = server(gammal, pagaende);
    renderVid(vag);
    await userEvent.click(await screen.findByRole('button', { name: 'Förnya fullmakten' }));
    expect(await screen.findByText('Steg 3 av 5')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gäller till och med' })).toHaveValue('2027-06-30');
    expect(fullmaktStore.getState().skapande.fullmakt?.id).toBe('n2');
    expect(anrop.some((a) => a.method === 'PUT')).toBe(false);
  });
});

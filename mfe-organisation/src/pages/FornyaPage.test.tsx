import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fullmaktStore } from '@fullmakt/shared';
import type { Fullmakt, UppdateraUtkastBegaran } from '@fullmakt/shared';
import { enFullmakt } from '@fullmakt/shared/testing';
import { NORDISK, ORG_MALL, ORG_UTKAST, STYRELSEN, orgServer } from '../test/org-server';
import { ERIK, MARIA_ID, nollstall, renderVid } from '../test/render';
import { organisationVald } from '../test/wizard';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00+01:00') });
  nollstall();
  organisationVald();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The organisation's power, signed by Erik and Maria of the board, ending 3 December. */
const gammal = enFullmakt({
  id: 'f1',
  fullmaktsgivare: { id: NORDISK.id, typ: 'orgnr', namn: NORDISK.namn },
  fullmaktsgivarroll: 'Organisation',
  ursprung: { mall: { id: ORG_MALL.id } },
  giltigFrom: '2026-01-03',
  giltigTom: '2026-12-03',
  behorigheter: [{ kod: 'ansok', rubrik: 'Ansöka', beskrivning: 'Ansöka om bygglov' }],
  signatarer: [
    { fysiskPerson: { id: ERIK.id, typ: 'pnr' }, underskriven: '2026-01-02T10:00:00Z' },
    { fysiskPerson: { id: MARIA_ID, typ: 'pnr' }, underskriven: '2026-01-02T11:00:00Z' },
  ],
});

describe("renewing an organisation's power", () => {
  it('fills in the wizard but leaves the signatories to be chosen again', async () => {
    let sparat: Fullmakt = { ...ORG_UTKAST.fullmakt, id: 'n1' };
    const nytt = () => ({
      data: {
        fullmakt: sparat,
        // The server picks the one fitting option, as for any new draft; no one is chosen.
        signeringsmodell: { signeringsalternativ: [STYRELSEN], signeringsval: STYRELSEN.id },
      },
    });
    const anrop = orgServer({
      annat: (a) => {
        if (a.method === 'GET' && a.url.endsWith('/fullmakter/f1')) {
          return { data: gammal };
        }
        if (a.method === 'POST' && a.url.endsWith('/fullmakter/utkast')) {
          return nytt();
        }
        if (a.method === 'PUT') {
          const b = a.data as UppdateraUtkastBegaran;
          sparat = {
            ...sparat,
            fullmaktshavare: b.fullmaktshavare,
            giltigFrom: b.giltigFrom,
            ...(b.giltigTom === undefined ? {} : { giltigTom: b.giltigTom }),
          };
          return nytt();
        }
        return undefined;
      },
    });
    const { router } = renderVid('/organisation/fullmaktsgivare/fornya?id=f1&orgnummer=2021005448');
    expect(
      await screen.findByText('Du väljer vilka som ska skriva under på nytt.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Förnya fullmakten' }));
    expect(await screen.findByText('Steg 3 av 6')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/organisation/fullmaktsgivare/skapa/giltighet');
    expect(screen.getByRole('textbox', { name: 'Gäller från och med' })).toHaveValue('2026-12-04');
    // Nobody from the old power's signatures is carried over.
    expect(fullmaktStore.getState().skapande.underskrifter).toEqual([]);
    const put = anrop.find((a) => a.method === 'PUT');
    expect(put?.data).not.toHaveProperty('underskrifter');
    expect(put?.data).not.toHaveProperty('signeringsval');
  });
});

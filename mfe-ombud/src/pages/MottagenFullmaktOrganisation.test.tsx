import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp } from '@fullmakt/shared/testing';
import type { SigneringsalternativSvar } from '@fullmakt/shared';
import { tillAli } from '../test/fullmakter';
import { BYGGTEKNIK, engagemangSvar, nollstall, renderVid, valjOrganisation } from '../test/render';

const VY = '/organisation/ombud/fullmakt?id=f1&orgnummer=2021005448';
const ALTERNATIV = '/api/dfm/signeringsalternativ';
const ATERLAMNA = '/api/fullmakter-api/fullmakter/f1/aterlamna';

/** The power Anna gave Nordisk Byggteknik AB, with the right to share. */
const tillForetaget = () =>
  tillAli({ fullmaktshavare: [{ id: BYGGTEKNIK.id, typ: 'orgnr', namn: BYGGTEKNIK.namn ?? '' }] });

/** The signing options of a board member who may sign for the organisation, or of one who may not. */
function alternativ(firmatecknare: boolean): SigneringsalternativSvar {
  return {
    kalla: {
      '2021005448': firmatecknare
        ? {
            signeringsalternativ: [
              {
                id: 'nb-vd',
                typ: 'VD',
                namn: 'VD',
                rubrik: 'VD ensam',
                obligatorisk: false,
                min: 1,
                max: 1,
                personer: [{ id: '199901113572', obligatorisk: false }],
              },
            ],
            fel: [],
          }
        : { signeringsalternativ: [], fel: [], hinder: { kod: 'obehorig' } },
    },
  };
}

function server(firmatecknare: boolean, aterlamna?: { status: number; data: unknown }) {
  return svaraHttp((a) => {
    if (a.url === '/api/engagemang') {
      return { data: engagemangSvar() };
    }
    if (a.url === ALTERNATIV) {
      return { data: alternativ(firmatecknare) };
    }
    if (a.url === ATERLAMNA && aterlamna) {
      return aterlamna;
    }
    return { data: tillForetaget() };
  });
}

beforeEach(() => {
  nollstall();
  valjOrganisation();
});

describe("a power received by an organisation, for the organisation's members", () => {
  it('offers a member who is not firmatecknare neither return nor sharing, and says why', async () => {
    const anrop = server(false);
    renderVid(VY);
    expect(
      await screen.findByText(
        'Bara den som är firmatecknare för organisationen kan återlämna fullmakten eller dela den vidare.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Återlämna fullmakt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dela vidare' })).not.toBeInTheDocument();
    expect(anrop.find((a) => a.url === ALTERNATIV)?.data).toEqual({
      fullmaktsgivare: { id: BYGGTEKNIK.id, typ: 'orgnr' },
      fullmaktsgivarroll: 'Organisation',
    });
  });

  it('offers a firmatecknare both', async () => {
    server(true);
    renderVid(VY);
    expect(await screen.findByRole('button', { name: 'Återlämna fullmakt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dela vidare' })).toBeInTheDocument();
  });

  it('says a refused return is for lack of the right to sign, not that the holder is no longer one', async () => {
    server(true, { status: 403, data: { kod: 'anvandare.obehorig' } });
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Återlämna fullmakt' }));
    await userEvent.click(screen.getByRole('button', { name: /^Ja,/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du kan inte återlämna fullmakten, eftersom du inte är firmatecknare för organisationen.',
    );
    expect(
      screen.queryByText('Ombudet har inte längre rätt att vara ombud för fullmaktsgivaren.'),
    ).not.toBeInTheDocument();
  });
});

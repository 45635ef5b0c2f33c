import { screen } from '@testing-library/react';
import { enFullmakt, svaraHttp, listSvar } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

beforeEach(() => {
  nollstall();
});

describe('the drafts of the overview of powers given', () => {
  it('leave out a share kept for later: it is resumed from the holder’s overview', async () => {
    svaraHttp((a) =>
      a.url === '/api/dfm/sok/fullmakter'
        ? { data: listSvar([]) }
        : {
            data: {
              utkast: [
                { fullmakt: enFullmakt({ id: 'u1', rubrik: 'Hyresombud', status: 'PABORJAD' }) },
                {
                  fullmakt: enFullmakt({
                    id: 'd1',
                    rubrik: 'Bilombud',
                    status: 'PABORJAD',
                    ursprung: { mall: { id: 'm1' }, fullmakt: { id: 'f9' } },
                  }),
                },
              ],
            },
          },
    );
    renderVid('/privat/fullmaktsgivare');
    expect(
      await screen.findByRole('link', { name: 'Fortsätt med Hyresombud' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fortsätt med Bilombud' })).not.toBeInTheDocument();
  });
});

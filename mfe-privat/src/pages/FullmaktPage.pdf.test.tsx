import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { svaraHttp, enFullmakt } from '@fullmakt/shared/testing';
import { nollstall, renderVid } from '../test/render';

const VY = '/privat/fullmaktsgivare/fullmakt?id=f1&orgnummer=2021005448';

beforeEach(() => {
  nollstall();
  URL.createObjectURL = vi.fn(() => 'blob:fullmakt');
  URL.revokeObjectURL = vi.fn();
});

function svara(pdfStatus: number, status = 'UNDERSKRIVEN') {
  return svaraHttp((a) =>
    a.url.endsWith('/pdf')
      ? { status: pdfStatus, data: pdfStatus === 200 ? {} : { kod: 'okant.fel' } }
      : a.url.endsWith('/historik')
        ? { data: { handelser: [] } }
        : { data: enFullmakt({ status: status as 'UNDERSKRIVEN' }) },
  );
}

describe('"Ladda ned som PDF" on a power given (issue 31 item 3)', () => {
  it('fetches the PDF through the API client and saves it under the power’s number', async () => {
    const klick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const anrop = svara(200);
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ned som PDF' }));
    await vi.waitFor(() => expect(klick).toHaveBeenCalledTimes(1));
    expect(anrop.some((a) => a.method === 'GET' && a.url.endsWith('/fullmakter/f1/pdf'))).toBe(
      true,
    );
    expect((klick.mock.contexts[0] as HTMLAnchorElement).download).toBe('fullmakt-f1.pdf');
    klick.mockRestore();
  });

  it('says so when the PDF cannot be had', async () => {
    svara(503);
    renderVid(VY);
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ned som PDF' }));
    expect(
      await screen.findByText('PDF:en kunde inte hämtas. Försök igen om en stund.'),
    ).toBeInTheDocument();
  });

  it('is not offered before the power reached its third party', async () => {
    svara(200, 'DELVIS_UNDERSKRIVEN');
    renderVid(VY);
    expect(await screen.findByRole('heading', { level: 2, name: 'Historik' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ladda ned som PDF' })).not.toBeInTheDocument();
  });
});

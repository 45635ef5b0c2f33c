import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inloggningTexter } from '@fullmakt/shared/first-view';

async function renderFresh(path = '/') {
  // A fresh module per test: the mark is read once per page, as on a real page load.
  vi.resetModules();
  const { SignedOutNotice } = await import('./SignedOutNotice');
  const router = createMemoryRouter([{ path: '*', element: <SignedOutNotice /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SignedOutNotice', () => {
  it('says "Du är nu utloggad" once, on the page logout lands on, and not after the user moves on', async () => {
    const { markSignedOut } = await import('../auth/signed-out');
    markSignedOut();
    const router = await renderFresh();
    expect(screen.getByRole('status')).toHaveTextContent(inloggningTexter.utloggad);
    expect(sessionStorage.getItem('fullmakt.utloggad')).toBeNull();
    await act(() => router.navigate('/info/om-oss'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing on a page that did not follow a sign-out', async () => {
    await renderFresh();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

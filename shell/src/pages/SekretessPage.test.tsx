import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fullmaktStore } from '@fullmakt/shared/first-view';
import { SekretessPage } from './SekretessPage';

describe('SekretessPage', () => {
  it('explains in Swedish why /privat is closed and leads to the organisation part', async () => {
    fullmaktStore.getState().setAppMode('PRIVAT');
    const router = createMemoryRouter(
      [
        { path: '/sekretess', element: <SekretessPage /> },
        { path: '/organisation', element: <h1>Välj organisation</h1> },
      ],
      { initialEntries: ['/sekretess'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Du kan inte använda tjänsten som privatperson',
    );
    expect(screen.getByText(/Du har skyddade personuppgifter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Gå till tjänsten för företag' }));
    expect(await screen.findByRole('heading', { name: 'Välj organisation' })).toBeInTheDocument();
    expect(fullmaktStore.getState().appMode).toBe('ORGANISATION');
  });
});

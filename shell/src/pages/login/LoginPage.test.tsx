import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inloggningTexter, sessionStore } from '@fullmakt/shared/first-view';
import { startSignIn } from '../../auth/auth';
import { markSessionEnded } from '../../auth/session-ended';
import { encodeTarget } from '../../auth/target';
import { LoginPage } from './LoginPage';

vi.mock('../../auth/auth', () => ({
  startSignIn: vi.fn(async () => undefined),
  completeSignIn: vi.fn(),
}));

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('LoginPage', () => {
  beforeEach(() => sessionStore.setState({ user: undefined, enabled: true }));

  it('offers the six e-ID methods and passes the chosen one with the target', async () => {
    const target = encodeTarget('/privat');
    renderAt(`/login?target=${encodeURIComponent(target)}`);
    const methods = screen.getByRole('region', { name: 'Välj e-legitimation' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mobilt BankID', 'BankID', 'Telia', 'Freja+', 'Foreign eID', 'BankID Mock']);
    await userEvent.click(within(methods).getByRole('button', { name: 'BankID Mock' }));
    expect(startSignIn).toHaveBeenCalledWith('bankid-mock', target);
  });

  it('says the session ran out when it ended by itself, and nothing of the kind otherwise', () => {
    sessionStorage.clear();
    renderAt('/login');
    expect(screen.queryByText(inloggningTexter.sessionSlut)).not.toBeInTheDocument();
    cleanup();
    markSessionEnded();
    renderAt(`/login?target=${encodeURIComponent(encodeTarget('/privat'))}`);
    expect(
      screen.getByText(inloggningTexter.sessionSlut).closest('[role="status"]'),
    ).not.toBeNull();
    sessionStorage.clear();
  });

  it("shows a refusal code's own text as a focused alert", () => {
    renderAt('/login?error=access_denied&error_description=under-18');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Inloggningen misslyckades');
    expect(alert).toHaveTextContent(inloggningTexter.under18);
    expect(alert).toHaveFocus();
  });

  it('shows no text that a crafted link carries', () => {
    const prosa = 'Ring Fullmaktsservice på 0771-123 456 och uppge din säkerhetskod.';
    renderAt(`/login?error=access_denied&error_description=${encodeURIComponent(prosa)}`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(inloggningTexter.annanStatus);
    expect(alert).not.toHaveTextContent('0771');
  });

  it('shows a technical OAuth message after a Swedish sentence', () => {
    renderAt('/login?error=invalid_request&error_description=state%20mismatch');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(inloggningTexter.allmant);
    expect(alert).toHaveTextContent('Teknisk information: state mismatch');
  });

  it('offers no method while login is switched off', () => {
    sessionStore.setState({ enabled: false });
    renderAt('/login');
    expect(screen.getByText(inloggningTexter.inloggningAvstangd)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BankID Mock' })).toBeNull();
  });
});

import { konfigurationStore, startkonfiguration } from '@fullmakt/shared/first-view';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { sessionStore, type RouteHandle } from '@fullmakt/shared/first-view';
import { ANNA } from '@fullmakt/shared/testing';
import { Header } from './Header';

vi.mock('../auth/auth', () => ({ logout: vi.fn(async () => undefined) }));

function renderAt(path: string, handle: RouteHandle = {}) {
  const routes: RouteObject[] = [{ path: '*', element: <Header />, handle }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const banner = () => screen.getByRole('banner');

describe('Header', () => {
  beforeEach(() => {
    sessionStore.setState({ user: undefined, enabled: true });
    konfigurationStore.getState().setConfig(startkonfiguration);
  });

  it('has the logo linking home and the contact link', () => {
    renderAt('/info/om-oss');
    expect(
      within(banner()).getByRole('link', { name: /Fullmakt, till startsidan/ }),
    ).toHaveAttribute('href', '/');
    expect(within(banner()).getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute(
      'href',
      '/info/kontakta-oss',
    );
  });

  it('offers a login button that brings the user back to the page', () => {
    renderAt('/info/om-oss?x=1');
    const login = within(banner()).getByRole('link', { name: 'Logga in' });
    const target = new URLSearchParams(login.getAttribute('href')?.split('?')[1]).get('target');
    expect(atob(target ?? '')).toBe('/info/om-oss?x=1');
  });

  it('hides the login button on /login', () => {
    renderAt('/login');
    expect(within(banner()).queryByRole('link', { name: 'Logga in' })).toBeNull();
  });

  it('hides the login button while login is switched off', () => {
    sessionStore.setState({ enabled: false });
    renderAt('/');
    expect(within(banner()).queryByRole('link', { name: 'Logga in' })).toBeNull();
  });

  it("shows a signed-in user's name with a logout menu instead of the login button", async () => {
    sessionStore.setState({ user: ANNA });
    renderAt('/organisation');
    expect(within(banner()).queryByRole('link', { name: 'Logga in' })).toBeNull();
    const toggle = within(banner()).getByRole('button', { name: 'Inloggad som Anna Lindqvist' });
    expect(toggle).toHaveTextContent('Anna Lindqvist');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logga ut' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const { logout } = await import('../auth/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(logout).toHaveBeenCalled();
  });

  it('closes the user menu with Escape and returns focus to the name', async () => {
    sessionStore.setState({ user: ANNA });
    renderAt('/organisation');
    const toggle = screen.getByRole('button', { name: 'Inloggad som Anna Lindqvist' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the user menu when focus leaves it', async () => {
    sessionStore.setState({ user: ANNA });
    renderAt('/organisation');
    const toggle = screen.getByRole('button', { name: 'Inloggad som Anna Lindqvist' });
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Mina inloggningar' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the menu (role switch and login) on a route that asks for it, keeping logo and contact', () => {
    sessionStore.setState({ user: ANNA });
    renderAt('/login', { hideHeaderMenu: true });
    expect(screen.queryByRole('group', { name: 'Jag använder tjänsten som' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Inloggad som/ })).toBeNull();
    expect(within(banner()).getByRole('link', { name: 'Kontakta oss' })).toBeInTheDocument();
  });

  it('shows the role switch when the menu is not hidden', () => {
    renderAt('/');
    expect(screen.getByRole('group', { name: 'Jag använder tjänsten som' })).toBeInTheDocument();
  });

  it('shows the environment label outside production only', () => {
    renderAt('/');
    expect(screen.queryByText(/^Miljö:/)).toBeNull();
  });

  it('names the environment when it is not production', () => {
    konfigurationStore.getState().setConfig({ ...startkonfiguration, env: 'test' });
    renderAt('/');
    expect(within(banner()).getByText('Miljö: test')).toBeInTheDocument();
  });
});

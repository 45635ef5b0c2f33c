import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { compositionTexts } from '@fullmakt/shared/first-view';
import { useRemoteStatusStore } from '../remotes/remote-status-store';
import { CatchAllRoute } from './CatchAllRoute';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/*', element: <CatchAllRoute /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('CatchAllRoute', () => {
  beforeEach(() => {
    useRemoteStatusStore.setState({ status: {}, prefixes: undefined, deploymentFailed: false });
  });

  it('stands in for a remote the deployment gives the address to, one no build knows too', () => {
    useRemoteStatusStore.getState().setDeployment({ mfe_test: ['/test-remote'] });
    renderAt('/test-remote/steg');
    expect(screen.getByText(compositionTexts.remoteLoading)).toBeInTheDocument();
    useRemoteStatusStore.getState().setStatus('mfe_test', 'failed');
    return expect(
      screen.findByRole('heading', { name: compositionTexts.remoteUnavailableHeading }),
    ).resolves.toBeInTheDocument();
  });

  it('is the not-found page where the deployment gives the address to no remote', () => {
    useRemoteStatusStore.getState().setDeployment({ mfe_test: ['/test-remote'] });
    renderAt('/finns-inte');
    expect(
      screen.getByRole('heading', { name: compositionTexts.notFoundHeading }),
    ).toBeInTheDocument();
  });

  it('says the part is unavailable when the deployment could not be read, and reads it again', async () => {
    useRemoteStatusStore.getState().setDeployment('failed');
    renderAt('/privat');
    expect(
      screen.getByRole('heading', { name: compositionTexts.remoteUnavailableHeading }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: compositionTexts.tryAgain }));
    expect(useRemoteStatusStore.getState().deploymentFailed).toBe(false);
  });
});

import { render, screen } from '@testing-library/react';
import { useDriftinfoStore } from './driftinfo-store';
import { MaintenanceBanner } from './MaintenanceBanner';

describe('MaintenanceBanner', () => {
  it('shows the maintenance message', () => {
    useDriftinfoStore.getState().setInfo({ login: false, meddelande: 'Underhåll i kväll' });
    render(<MaintenanceBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('Driftinformation: Underhåll i kväll');
  });

  it('shows nothing without a message', () => {
    useDriftinfoStore.getState().setInfo({ login: false });
    const { container } = render(<MaintenanceBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});

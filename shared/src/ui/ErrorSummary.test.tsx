import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('takes focus and links each error to its field, focusing the field', async () => {
    render(
      <>
        <ErrorSummary fel={[{ falt: 'namn', meddelande: 'Fyll i namn.' }]} />
        <label htmlFor="namn">Namn</label>
        <input id="namn" />
      </>,
    );
    const rubrik = screen.getByRole('heading', { name: 'Det finns fel som behöver rättas' });
    expect(document.activeElement).toBe(rubrik.parentElement);
    await userEvent.click(screen.getByRole('link', { name: 'Fyll i namn.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Namn' }));
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary fel={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

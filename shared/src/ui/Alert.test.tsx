import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Alert } from './Alert';

describe('Alert', () => {
  it('shows each kind on its own class, with the live role the page gives it', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <>
        <Alert som="p">Information</Alert>
        <Alert ton="success" role="status">
          <p>Klart</p>
        </Alert>
        <Alert ton="warning">
          <p>Varning</p>
        </Alert>
        <Alert
          ton="error"
          role="alert"
          rubrik="Inloggningen misslyckades"
          rubrikId="rubrik"
          aria-labelledby="rubrik"
          detalj="Felkod 42"
        >
          <p>Försök igen.</p>
        </Alert>
      </>,
    );
    expect(screen.getByText('Information').className).toBe('notice');
    expect(screen.getByText('Information').tagName).toBe('P');
    expect(screen.getByRole('status').className).toBe('notice notice--success');
    expect(screen.getByText('Varning').parentElement?.className).toBe('notice notice--warning');
    const larm = screen.getByRole('alert', { name: 'Inloggningen misslyckades' });
    expect(larm.className).toBe('notice notice--error');
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('notice__heading');
    expect(screen.getByText('Felkod 42').className).toBe('notice__detail');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('gives its heading level 1 where the alert is all the page says', () => {
    render(
      <Alert ton="error" role="alert" rubrik="Tjänsten kunde inte laddas" rubrikNiva={1}>
        <p>Försök igen om en stund.</p>
      </Alert>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tjänsten kunde inte laddas' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('hands its ref to the element, so an alert can take focus', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <Alert ton="error" role="alert" tabIndex={-1} ref={ref}>
        <p>Fel</p>
      </Alert>,
    );
    expect(ref.current).toBe(screen.getByRole('alert'));
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  compositionTexts,
  konfigurationStore,
  komponentsidaTexter,
  startkonfiguration,
} from '@fullmakt/shared';
import { KomponentSida } from './KomponentSida';

function visa() {
  render(
    <MemoryRouter>
      <KomponentSida />
    </MemoryRouter>,
  );
}

describe('KomponentSida', () => {
  afterEach(() => konfigurationStore.getState().setConfig(startkonfiguration));

  it('is an unknown page in production', () => {
    konfigurationStore.getState().setConfig({ ...startkonfiguration, env: 'prod' });
    visa();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      compositionTexts.notFoundHeading,
    );
  });

  it('shows the components with their accessible names outside production', async () => {
    konfigurationStore.getState().setConfig({ ...startkonfiguration, env: 'test' });
    visa();
    expect(
      screen.getByRole('heading', { level: 1, name: komponentsidaTexter.rubrik }),
    ).toBeTruthy();
    const rubrik = screen.getByRole('heading', { level: 1 });
    expect(rubrik.parentElement?.className).toBe('page');
    expect(rubrik.nextElementSibling?.className).toBe('lead');
    expect(screen.getByRole('button', { name: komponentsidaTexter.paVarumarke }).className).toBe(
      'button button--on-brand',
    );
    expect(screen.getByRole('textbox', { name: komponentsidaTexter.personnummer })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: komponentsidaTexter.falFalt })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const besked = screen.getByRole('group', { name: komponentsidaTexter.radioLegend });
    expect(within(besked).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: komponentsidaTexter.kryss[0] })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: komponentsidaTexter.sokEtikett })).toBeTruthy();
    expect(screen.getByRole('table', { name: komponentsidaTexter.tabellRubrik })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: komponentsidaTexter.sidor })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(komponentsidaTexter.laddar);
    await userEvent.click(screen.getByRole('button', { name: komponentsidaTexter.oppnaDialog }));
    expect(screen.getByRole('dialog', { name: komponentsidaTexter.dialogRubrik })).toBeTruthy();
  });
});

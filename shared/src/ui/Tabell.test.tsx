import { render, screen, within } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Tabell } from './Tabell';

describe('Tabell', () => {
  it('is a named table whose cells carry their column names for the stacked cards', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <Tabell
        rubrik="Fullmakter"
        kolumner={[
          { nyckel: 'fullmakt', rubrik: 'Fullmakt' },
          { nyckel: 'tredjeman', rubrik: 'Tredje man' },
        ]}
        rader={[
          { nyckel: '1', celler: { fullmakt: 'Ärenden om fordon', tredjeman: 'Fordonsverket' } },
          { nyckel: '2', celler: { fullmakt: 'Pensionsärenden', tredjeman: 'Pensionsverket' } },
        ]}
      />,
    );
    const tabell = screen.getByRole('table', { name: 'Fullmakter' });
    expect(tabell.className).toBe('tabell');
    expect(
      within(tabell)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Fullmakt', 'Tredje man']);
    const celler = within(tabell).getAllByRole('cell');
    expect(celler.map((td) => `${td.dataset.label}: ${td.textContent}`)).toEqual([
      'Fullmakt: Ärenden om fordon',
      'Tredje man: Fordonsverket',
      'Fullmakt: Pensionsärenden',
      'Tredje man: Pensionsverket',
    ]);
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('adds a page class beside its own and needs no caption under a heading', () => {
    render(
      <Tabell
        className="fullmakt-lista"
        kolumner={[{ nyckel: 'a', rubrik: 'A' }]}
        rader={[{ nyckel: '1', celler: { a: 'x' } }]}
      />,
    );
    const tabell = screen.getByRole('table');
    expect(tabell.className).toBe('tabell fullmakt-lista');
    expect(tabell.querySelector('caption')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeBrott } from '../testing/axe';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a search landmark with a labelled field that searches on submit, not on each key', async () => {
    const fel = vi.spyOn(console, 'error');
    const onSok = vi.fn();
    const { container } = render(
      <SearchField id="sok" etikett="Sök fullmakt" knapp="Sök" text="" onSok={onSok} />,
    );
    expect(screen.getByRole('search')).toBeTruthy();
    const falt = screen.getByRole('searchbox', { name: 'Sök fullmakt' });
    await userEvent.type(falt, 'Lena');
    expect(onSok).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect(onSok).toHaveBeenCalledExactlyOnceWith('Lena');
    await userEvent.type(falt, '{Enter}');
    expect(onSok).toHaveBeenLastCalledWith('Lena');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });

  it('starts from the search the list shows', () => {
    render(<SearchField id="sok" etikett="Sök" knapp="Sök" text="Per" onSok={() => undefined} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Per');
  });
});

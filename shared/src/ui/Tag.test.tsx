import { render, screen } from '@testing-library/react';
import { axeBrott } from '../testing/axe';
import { Tag } from './Tag';

describe('Tag', () => {
  it('is its status word, on the class of its kind', async () => {
    const fel = vi.spyOn(console, 'error');
    const { container } = render(
      <p>
        <Tag>Utkast</Tag> <Tag ton="action">Väntar på dig</Tag> <Tag ton="success">Giltig</Tag>{' '}
        <Tag ton="error">Återkallad</Tag>
      </p>,
    );
    expect(screen.getByText('Utkast').className).toBe('tag');
    expect(screen.getByText('Väntar på dig').className).toBe('tag tag--action');
    expect(screen.getByText('Giltig').className).toBe('tag tag--success');
    expect(screen.getByText('Återkallad').className).toBe('tag tag--error');
    expect(await axeBrott(container)).toEqual([]);
    expect(fel).not.toHaveBeenCalled();
    fel.mockRestore();
  });
});

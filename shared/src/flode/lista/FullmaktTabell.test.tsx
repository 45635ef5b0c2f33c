import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { axeBrott } from '../../testing/axe';
import { enFullmakt } from '../../testing/fixtures';
import { skapaFlode } from '../flode';
import { FlodeProvider } from '../flode-context';
import { FullmaktTabell } from './FullmaktTabell';

const flode = skapaFlode({ appMode: 'PRIVAT', roll: 'Privat', bas: '/privat/fullmaktsgivare' });

function visa(...rader: ReturnType<typeof enFullmakt>[]) {
  return render(
    <MemoryRouter>
      <FlodeProvider flode={flode}>
        <FullmaktTabell rader={rader} kolumner={['giltighet', 'status']} />
      </FlodeProvider>
    </MemoryRouter>,
  );
}

describe('the list of powers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks a signed power ending within 30 days "Går ut snart", and no other', async () => {
    const { container } = visa(
      enFullmakt({ id: 'snart', rubrik: 'Snart', giltigTom: '2026-12-27' }),
      enFullmakt({ id: 'senare', rubrik: 'Senare', giltigTom: '2026-12-28' }),
      enFullmakt({ id: 'slut', rubrik: 'Slut', status: 'ATERKALLAD', giltigTom: '2026-12-01' }),
    );
    const rader = screen.getAllByRole('row').slice(1);
    expect(rader.map((r) => r.textContent?.includes('Går ut snart'))).toEqual([true, false, false]);
    expect(await axeBrott(container)).toEqual([]);
  });

  it('does not mark a power ending soon that was renewed already', async () => {
    const { container } = visa(
      enFullmakt({
        id: 'fornyad',
        rubrik: 'Förnyad',
        giltigTom: '2026-12-01',
        fornyadAv: { id: 'ny' },
      }),
    );
    const [rad] = screen.getAllByRole('row').slice(1);
    expect(rad?.textContent).toContain('Förnyad');
    expect(rad?.textContent).not.toContain('Går ut snart');
    expect(await axeBrott(container)).toEqual([]);
  });
});

// @vitest-environment node
import { kodUrText } from './kod-ur-text';

describe('kodUrText', () => {
  it('takes the code as typed, without the spaces and line breaks of a printout', () => {
    expect(kodUrText('  eyJh.bGNp\n.c2ln  ')).toBe('eyJh.bGNp.c2ln');
  });

  it('takes the code from a pasted verify link or the fragment of the address', () => {
    expect(kodUrText('https://fullmakt.example/verifiera#eyJh.b.c')).toBe('eyJh.b.c');
    expect(kodUrText('#eyJh.b.c')).toBe('eyJh.b.c');
  });

  it('is empty when nothing is left', () => {
    expect(kodUrText(' \n ')).toBe('');
    expect(kodUrText('#')).toBe('');
  });
});

import { parseInnehall } from './innehall';

const text = (namn: string) =>
  JSON.stringify({
    havare: [{ id: '198001012384', typ: 'PERSON', fornamn: 'Lena', namn }],
    behorigheter: [{ kod: 'B1', rubrik: 'Fordon', beskrivning: 'Ärenden om fordon' }],
    signatarer: [],
  });

describe('parseInnehall: a read copy parsed once, by its text', () => {
  it('gives the same objects for the same text', () => {
    const first = parseInnehall(text('Persson'));
    expect(parseInnehall(text('Persson'))).toBe(first);
    expect(first.havare[0]?.namn).toBe('Persson');
  });

  it('reads a changed copy anew', () => {
    expect(parseInnehall(text('Persson')).havare[0]?.namn).toBe('Persson');
    expect(parseInnehall(text('Andersson')).havare[0]?.namn).toBe('Andersson');
  });

  it('keeps a copy from being changed by one reader for the next', () => {
    const copy = parseInnehall(text('Persson'));
    expect(() => copy.behorigheter.push({ kod: 'X', rubrik: 'X', beskrivning: 'X' })).toThrow(
      TypeError,
    );
    expect(() => {
      (copy.havare[0] as { namn: string }).namn = 'Annan';
    }).toThrow(TypeError);
    expect(parseInnehall(text('Persson')).havare[0]?.namn).toBe('Persson');
  });

  it('fills in the parts an older copy lacks', () => {
    expect(parseInnehall('{"havare":[]}')).toEqual({
      havare: [],
      behorigheter: [],
      signatarer: [],
    });
  });

  it('keeps a bounded number of copies, dropping the oldest', () => {
    const oldest = parseInnehall(text('Först'));
    for (let i = 0; i < 1000; i += 1) {
      parseInnehall(text(`Namn ${i}`));
    }
    expect(parseInnehall(text('Först'))).not.toBe(oldest);
    expect(parseInnehall(text('Först'))).toEqual(oldest);
  });
});

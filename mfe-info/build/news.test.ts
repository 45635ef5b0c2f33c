// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileNewsList } from './compile-markdown.mjs';
import { newsVisibleOn, todayInSweden, waitingNewsDates } from './news.mjs';

function newsFolder(items: Record<string, string>) {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'fullmakt-news-'));
  const dir = path.join(contentDir, 'nyheter');
  mkdirSync(dir, { recursive: true });
  const files = Object.entries(items).map(([name, date]) => {
    const file = path.join(dir, name);
    writeFileSync(file, `---\ndate: ${date}\ntitle: ${name}\n---\n\nText.\n`);
    return { name, file };
  });
  return { contentDir, files };
}

describe('news items wait for their publish date', () => {
  const { contentDir, files } = newsFolder({
    'a.md': '2026-11-01',
    'b.md': '2026-11-03',
    'c.md': '2026-11-02',
    'd.md': '2026-11-02',
  });

  it('shows only the items whose date has come, newest first', () => {
    expect(newsVisibleOn(files, '2026-11-02').map((item) => item.name)).toEqual([
      'c.md',
      'd.md',
      'a.md',
    ]);
    expect(newsVisibleOn(files, '2026-10-31')).toEqual([]);
  });

  it('names the days a publish must run again', () => {
    expect(waitingNewsDates(files, '2026-11-01')).toEqual(['2026-11-02', '2026-11-03']);
    expect(waitingNewsDates(files, '2026-11-03')).toEqual([]);
  });

  it('builds a list module that does not even import an item before its day', () => {
    const code = compileNewsList(contentDir, '2026-11-02');
    expect(code).toContain('c.md');
    expect(code).not.toContain('b.md');
    expect(code).toMatch(/export const news = \[\{ slug: "c"/);
  });

  it("counts today in Sweden's time, not the server's", () => {
    // 23:30 UTC on 1 November is already 2 November in Stockholm.
    expect(todayInSweden(new Date('2026-11-01T23:30:00Z'))).toBe('2026-11-02');
  });
});

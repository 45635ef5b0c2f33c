import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  devAnswerKeyFile,
  devAnswerKeys,
  newAnswerKey,
  keyRetentionSeconds,
  publishedKeys,
  signingKeyAt,
} from './answer-keys';

describe('the answer-signing keys (issue 31)', () => {
  it('development makes its key once in the data folder, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svarsnycklar-'));
    try {
      const dataDir = path.join(dir, 'data');
      const first = devAnswerKeys(dataDir, new Date('2026-03-02T09:00:00Z'));
      const again = devAnswerKeys(dataDir, new Date('2026-04-02T09:00:00Z'));
      expect(again).toEqual(first);
      expect(first[0]?.signsFrom).toBe('2026-03-02T09:00:00.000Z');
      expect(statSync(devAnswerKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('signs with the key that started last; none before the first starts', () => {
    const a = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
    const b = newAnswerKey(new Date('2026-06-01T00:00:00Z'));
    expect(signingKeyAt([b, a], new Date('2025-12-31T23:59:59Z'))).toBeUndefined();
    expect(signingKeyAt([b, a], new Date('2026-05-31T23:59:59Z'))).toBe(a);
    expect(signingKeyAt([b, a], new Date('2026-06-01T00:00:00Z'))).toBe(b);
  });

  it('publishes a replaced key until what it signed last has expired (a verify code, a year)', () => {
    expect(keyRetentionSeconds).toBe(366 * 24 * 3600);
    const a = newAnswerKey(new Date('2026-01-01T00:00:00Z'));
    const b = newAnswerKey(new Date('2026-06-01T00:00:00Z'));
    const c = newAnswerKey(new Date('2026-07-01T00:00:00Z'));
    expect(publishedKeys([c, b, a], new Date('2027-06-01T23:59:59Z'))).toEqual([a, b, c]);
    expect(publishedKeys([c, b, a], new Date('2027-06-02T00:00:00Z'))).toEqual([b, c]);
    expect(publishedKeys([c, b, a], new Date('2027-07-02T00:00:00Z'))).toEqual([c]);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeploymentFile } from './deployment-file-schema';
import { changeDeploymentFile, type DeployLogEntry } from './deployment-store';

const logEntry = (remote: string): DeployLogEntry => ({
  at: '2026-11-27T13:00:00.000Z',
  who: remote,
  env: 'test',
  remote,
  action: 'set',
  from: null,
  to: '1.0.0-a',
  why: 'test',
});

/** A change that puts a remote's release 1.0.0-a in the file as it was read. */
const setRelease = (remote: 'mfe_ombud' | 'mfe_privat') => (current: DeploymentFile) => ({
  next: {
    ...current,
    remotes: { ...current.remotes, [remote]: { stable: '1.0.0-a', previous: [] } },
  },
  log: logEntry(remote),
});

describe('changeDeploymentFile', () => {
  it('makes a second writer wait while the first is between its read and its write: both changes are kept', async () => {
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), 'fullmakt-store-')),
      'remotes.test.json',
    );
    writeFileSync(file, JSON.stringify({ remotes: {} }));

    // The first writer has read the file and is held before it writes.
    let firstHasRead: () => void = () => undefined;
    const read = new Promise<void>((resolve) => {
      firstHasRead = resolve;
    });
    let letFirstWrite: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      letFirstWrite = resolve;
    });
    const first = changeDeploymentFile(file, setRelease('mfe_ombud'), 15_000, async () => {
      firstHasRead();
      await gate;
    });
    await read;
    // The second writer starts now. Without the lock it would read, change and write at
    // once (all synchronous), and the first writer's write, made from the older read,
    // would then drop its change.
    const second = changeDeploymentFile(file, setRelease('mfe_privat'));
    letFirstWrite();
    expect(await Promise.all([first, second])).toMatchObject([{ ok: true }, { ok: true }]);

    const remotes = (JSON.parse(readFileSync(file, 'utf8')) as DeploymentFile).remotes;
    expect(remotes.mfe_ombud).toMatchObject({ stable: '1.0.0-a', previous: [] });
    expect(remotes.mfe_privat).toMatchObject({ stable: '1.0.0-a', previous: [] });
    expect(
      readFileSync(file.replace(/\.json$/, '.deploy.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as DeployLogEntry).remote),
    ).toEqual(['mfe_ombud', 'mfe_privat']);
  });
});

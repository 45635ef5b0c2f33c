import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemote } from '../src/build-remote';
import { expect, test } from '../src/fixtures';
import { copyInfoContent } from '../src/info-content';
import { repoRoot } from '../src/paths';
import { redeployRemote } from '../src/web-dir';

function snapshot(dir: string): string[] {
  return readdirSync(dir)
    .map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`)
    .sort();
}

function hashOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

test.describe('info: an editor changes a content file and redeploys only mfe-info', () => {
  test('shows the new text and title on the next page load, with the shell untouched', async ({
    site,
    openPage,
  }) => {
    const repoFile = path.join(repoRoot, 'mfe-info', 'content', 'nyheter.md');
    const repoFileBefore = hashOf(repoFile);

    const p = await openPage();
    await p.visit('/info/nyheter');
    await expect(p.page.locator('main h1')).toHaveText('Nyheter');
    const shellBefore = snapshot(path.join(site.webDir, 'shell'));

    // The editor's change, made in a copy of the content folder.
    const content = copyInfoContent();
    const file = path.join(content, 'nyheter.md');
    const news = `Nyhet ${Date.now()}: nu kan du se fullmakter i appen`;
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('title: Nyheter', 'title: Nyheter och driftinformation'),
    );
    // A news item is a file of its own in content/nyheter.
    writeFileSync(
      path.join(content, 'nyheter', '2026-11-20-appen.md'),
      `---\ndate: 2026-11-20\ntitle: "${news}"\n---\n\nDen här nyheten lades till av en redaktör.\n`,
    );
    // One that waits for its publish date: not shown, and not in any file served, before it.
    const waiting = `Väntande nyhet ${Date.now()}`;
    writeFileSync(
      path.join(content, 'nyheter', '2099-01-01-framtiden.md'),
      `---\ndate: 2099-01-01\ntitle: ${waiting}\n---\n\nVisas först 2099.\n`,
    );

    const build = buildRemote('info', { FULLMAKT_INFO_CONTENT_DIR: content });
    redeployRemote(site.webDir, 'info', build);

    // The text the server puts into the document (before any script) is the new one too.
    const served = await (await fetch(`${site.origin}/info/nyheter`)).text();
    assert.ok(served.includes(news), 'the prerendered text in the document is the new one');
    assert.ok(!served.includes(waiting), 'a news item is not shown before its date');
    for (const built of readdirSync(build, { recursive: true }).map(String)) {
      if (/\.(js|json|html)$/.test(built)) {
        assert.ok(
          !readFileSync(path.join(build, built), 'utf8').includes(waiting),
          `${built} does not hold the waiting item`,
        );
      }
    }

    await p.page.reload();
    await p.settled();
    await expect(p.page.locator('main h1')).toHaveText('Nyheter och driftinformation');
    await expect(p.page.getByRole('heading', { level: 2, name: news })).toBeVisible();
    await expect(p.page).toHaveTitle('Nyheter och driftinformation – Fullmakt');
    assert.deepEqual(
      snapshot(path.join(site.webDir, 'shell')),
      shellBefore,
      'the shell was not touched',
    );

    assert.equal(hashOf(repoFile), repoFileBefore, "the repo's content file was not touched");
  });
});

import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { layoutShift, recordLayoutShifts } from '../src/layout-shift';
import { testPersons } from '../src/sign-in';

/**
 * The most JavaScript the start page may load, gzipped, signed out and with a cold cache:
 * issue 13's target. 165.7 KB was measured when the shell's frame and mfe-info moved to the
 * shared package's first-view entry (no classic zod: zod/mini in a copy of its own, and
 * only the texts of the frame and the public pages). Never raise it without a reason in
 * the commit.
 */
const startPageJsLimit = 170 * 1024;

/** A phone (Lighthouse's mobile size) and a desktop. */
const phone = { width: 412, height: 823 };
const viewports = [phone, { width: 1280, height: 800 }];

async function withoutJavaScript<T>(
  browser: Browser,
  viewport: { width: number; height: number },
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('performance: a first view as fast as a static page (issue 13)', () => {
  test('shows the start page and an info page with JavaScript off: the text is in the document', async ({
    site,
  }) => {
    await withoutJavaScript(site.browser, phone, async (page) => {
      await page.goto(`${site.origin}/`);
      await expect(page.locator('main h1')).toHaveText('Digitala fullmakter');
      await expect(page.getByRole('link', { name: 'Logga in', exact: true })).toHaveCount(1);
      await page.goto(`${site.origin}/info/om-oss`);
      await expect(page.locator('main h1')).toHaveText('Om oss');
      await expect(page.getByText('851 04 Sundsvall')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Du är här' }).getByRole('link'),
      ).toHaveCount(2);
    });
  });

  test('keeps the strict policy: no inline script, and the prerendered text is data for the parser only', async ({
    site,
  }) => {
    const response = await fetch(`${site.origin}/info/om-oss`);
    const policy = response.headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src 'self'(;| )/);
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    // Only external scripts and JSON data blocks: nothing inline that would run.
    assert.ok(
      scripts.every(
        (attributes) => /\bsrc=/.test(attributes) || /application\/json/.test(attributes),
      ),
      scripts.join('\n'),
    );
  });

  for (const viewport of viewports) {
    test(`the shell takes the prerendered page over without a visible change at ${viewport.width} px`, async ({
      site,
      openPage,
    }) => {
      for (const pagePath of ['/', '/info/om-oss']) {
        const before = await withoutJavaScript(site.browser, viewport, async (page) => {
          await page.goto(site.origin + pagePath);
          return {
            h1: await page.locator('main h1').boundingBox(),
            header: await page.locator('header').boundingBox(),
          };
        });
        const p = await openPage();
        await p.page.setViewportSize(viewport);
        await recordLayoutShifts(p.page);
        await p.visit(pagePath);
        await expect(p.page.locator('#fullmakt-forrenderad')).not.toBeAttached();
        const root = p.page.locator('#root');
        await expect(root).toBeVisible();
        assert.deepEqual(await p.page.locator('main h1').boundingBox(), before.h1, pagePath);
        assert.deepEqual(await p.page.locator('header').boundingBox(), before.header, pagePath);
        await expect(p.page.locator('main'), 'one main once taken over').toHaveCount(1);
        const shift = await layoutShift(p.page);
        assert.ok(shift <= 0.02, `${pagePath}: layout shift ${shift}`);
      }
    });
  }

  test('moves nothing already drawn on a page without prerendered text either', async ({
    openPage,
  }) => {
    for (const pagePath of ['/login', '/info']) {
      const p = await openPage();
      await p.page.setViewportSize(phone);
      await recordLayoutShifts(p.page);
      await p.visit(pagePath);
      await p.page.waitForLoadState('networkidle');
      const shift = await layoutShift(p.page);
      assert.ok(shift <= 0.02, `${pagePath}: layout shift ${shift}`);
    }
  });

  test("learns every file of the start page's first render from the document: no waterfall, at most 9 requests", async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    await p.visit('/');
    await p.page.waitForLoadState('networkidle');
    const entries = await p.page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const main = entries.find((entry) => /^\/main\.[\w]+\.js$/.test(entry.name));
    assert.ok(main, 'the entry script');
    const html = await (await p.page.request.get(`${site.origin}/`)).text();
    // A style sheet written into the document (the remote's, first-paint-styles.ts) is
    // the runtime's to link again later; the first render did not wait for it.
    const writtenIn = async (file: string): Promise<boolean> =>
      file.endsWith('.css') &&
      html.includes(
        `<style>${await (await p.page.request.get(site.origin + file)).text()}</style>`,
      );
    const code: typeof entries = [];
    for (const entry of entries) {
      if (/\.(js|css|json)$/.test(entry.name) && !(await writtenIn(entry.name))) {
        code.push(entry);
      }
    }
    // Each was asked for before the entry script had even arrived: the document named it.
    const late = code.filter((entry) => entry.start > main.end);
    assert.deepEqual(
      late.map((entry) => entry.name),
      [],
      'files the browser learnt only from a script',
    );
    const css = code.filter(
      (entry) => entry.name.endsWith('.css') && !entry.name.startsWith('/mfe/'),
    );
    assert.equal(css.length, 1, "the design system's and the shell's CSS in one file");
    // The document and its files, the favicon aside: one is the starter that begins the
    // scripts after the first paint (shell/static/efter-forsta-malning.js), and the
    // remote's style sheet, written in, is none.
    assert.ok(
      code.length + 1 <= 9,
      `${code.length + 1} requests: ${code.map((e) => e.name).join(', ')}`,
    );
  });

  test('starts the scripts of a prerendered page only after its first paint, whose style sheets have all arrived', async ({
    site,
    openPage,
  }) => {
    for (const pagePath of ['/', '/info/om-oss']) {
      const p = await openPage();
      await p.visit(pagePath);
      await p.page.waitForLoadState('networkidle');
      const entries = await p.page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          name: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
      );
      const starter = entries.find((entry) => /\/efter-forsta-malning\.\w+\.js$/.test(entry.name));
      assert.ok(starter, `${pagePath}: the starter`);
      // The style sheets the document links (a remote's may be written into it instead).
      const html = await (await p.page.request.get(site.origin + pagePath)).text();
      const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        (match) => new URL(match[1] ?? '', site.origin).pathname,
      );
      const stylesArrived = Math.max(
        ...entries.filter((entry) => linked.includes(entry.name)).map((entry) => entry.end),
      );
      const early = entries.filter(
        (entry) => entry !== starter && /\.js$/.test(entry.name) && entry.start < stylesArrived,
      );
      assert.deepEqual(
        early.map((entry) => entry.name),
        [],
        `${pagePath}: scripts asked for before the first paint's style sheets had arrived`,
      );
      // And the page did start: the shell took the prerendered text over.
      await expect(p.page.locator('#fullmakt-forrenderad')).toHaveCount(0);
    }
  });

  test("names in a signed-in page's document every shell script it loads, the shared package's root entry included", async ({
    site,
    signedInAs,
  }) => {
    const p = await signedInAs(testPersons.anna);
    const pagePath = '/privat/fullmaktsgivare';
    const loaded = new Set<string>();
    p.page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === site.origin && /^\/[\w.-]+\.js$/.test(url.pathname)) {
        loaded.add(url.pathname);
      }
    });
    await p.visit(pagePath);
    await expect(p.page.locator('main h1').first()).toBeVisible();
    await p.page.waitForLoadState('networkidle');
    // The document as the server wrote it for this session (the same cookies).
    const html = await (await p.page.request.get(site.origin + pagePath)).text();
    const named = new Set(
      [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="([^"]+\.js)"/g)].map(
        (match) => new URL(match[1] ?? '', site.origin).pathname,
      ),
    );
    assert.ok(
      [...loaded].some((file) => /^\/shared-root\.\w+\.js$/.test(file)),
      `the root entry's chunk was loaded: ${[...loaded].join(', ')}`,
    );
    assert.deepEqual(
      [...loaded].filter((file) => !named.has(file)),
      [],
      'shell scripts the document did not name',
    );
  });

  test(`loads at most ${startPageJsLimit / 1024} KB gzipped of JavaScript on the start page (issue 13: 170 KB)`, async ({
    site,
    openPage,
  }) => {
    const p = await openPage();
    // Every JS body the page loads, gzipped as bench:web counts (the server sends the
    // precompressed file; this measures the file, not the wire, so it is encoding-blind).
    const sizes = new Map<string, number>();
    p.page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === site.origin && url.pathname.endsWith('.js')) {
        void response.body().then(
          (body) => sizes.set(url.pathname, gzipSync(body).length),
          () => undefined,
        );
      }
    });
    await p.visit('/');
    await p.page.waitForLoadState('networkidle');
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const list = [...sizes]
      .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`)
      .join(', ');
    console.info(
      `Startsidans JS (gzip): ${(total / 1024).toFixed(1)} KB i ${sizes.size} filer: ${list}`,
    );
    assert.ok(
      [...sizes.keys()].some((file) => /^\/main\.\w+\.js$/.test(file)),
      'the entry script was counted',
    );
    assert.ok(total <= startPageJsLimit, `${total} bytes > ${startPageJsLimit}: ${list}`);
  });
});

import { test } from '../src/fixtures';

/**
 * The race this guards against (the router's first navigation ending between the slices of
 * the shell's first render, so the page was never taken over) hit about half of the cold
 * first views of `/` here, fewer of the others: eight of `/` pass by chance once in 250 runs.
 */

test.describe('performance: the shell takes over every prerendered first view', () => {
  // A signed-in page's prerendered heading is taken over by the guard's move to /login.
  const views: [path: string, landsOn: string, firstViews: number][] = [
    ['/', '/', 8],
    ['/info/om-oss', '/info/om-oss', 3],
    ['/privat/fullmaktsgivare', '/login', 3],
  ];
  for (const [pagePath, landsOn, firstViews] of views) {
    test(`takes ${pagePath} over in each of ${firstViews} cold first views`, async ({
      site,
      openPage,
    }) => {
      for (let view = 1; view <= firstViews; view += 1) {
        // A new browser context each time: a cold cache and no session, as a first visitor.
        const p = await openPage();
        // settled() waits for the shell's own h1 and for the prerendered frame to be gone.
        await p.page.goto(site.origin + pagePath);
        if (landsOn !== pagePath) {
          await p.page.waitForURL((url) => url.pathname === landsOn, { timeout: 20_000 });
          p.passedThrough(pagePath);
        }
        await p.settled();
      }
    });
  }
});

import type { ReactNode } from 'react';

/**
 * Content shown after a page's own text that is still the editors' content (not live data),
 * by slug: the news items on /info/nyheter. Loaded with that page only, and prerendered with
 * it (prerender-pages.tsx), so the HTML the server sends holds the news.
 */
export const contentSections: Partial<Record<string, () => Promise<ReactNode>>> = {
  nyheter: async () => {
    const { NewsList } = await import('../pages/NewsList');
    return <NewsList />;
  },
};

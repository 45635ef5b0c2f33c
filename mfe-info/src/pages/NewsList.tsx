import { news } from '@content/nyheter.md?news';
import type { MarkdownComponents } from '../content/info-page-module';
import { NewsItem } from './NewsItem';

/**
 * The news items under /info/nyheter's own text: one file each in content/nyheter, newest
 * first, only those whose date has come when mfe-info was built (build/news.mjs).
 */
export function NewsList({ components }: { components: MarkdownComponents | undefined }) {
  return (
    <>
      {news.map((item) => (
        <NewsItem key={item.slug} item={item} components={components} />
      ))}
    </>
  );
}

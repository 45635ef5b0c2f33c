import type { MarkdownComponents } from '../content/info-page-module';
import type { NewsItemModule } from '../content/news-item-module';
import { NewsItem } from './NewsItem';

/**
 * The news items under /info/nyheter's own text (or /en/info/nyheter's): one file each in
 * content/nyheter, newest first, only those whose date had come when mfe-info was built
 * (build/news.mjs). The page's module imports the list, in its language.
 */
export function NewsList({
  items,
  components,
}: {
  items: readonly NewsItemModule[];
  components: MarkdownComponents | undefined;
}) {
  return (
    <>
      {items.map((item) => (
        <NewsItem key={item.slug} item={item} components={components} />
      ))}
    </>
  );
}

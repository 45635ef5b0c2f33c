import { nyhetTexts } from '@fullmakt/shared/first-view';
import type { MarkdownComponents } from '../content/info-page-module';
import type { NewsItemModule } from '../content/news-item-module';

const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2 november 2026" for 2026-11-02, the same in the build (Node) and the browser. */
export function publishedOn(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * One news item in the list on /info/nyheter: its title is an h2 under the page's h1, so
 * its own headings start at h3 (the content rules check that). The editor app's preview
 * renders this same component. `components` is what the page's own text is rendered with
 * (InfoPage's `markdownComponents`: site links through the router), passed down rather than
 * imported, so the news chunk does not share that module with the route table (which then
 * could not inline it, and every page of mfe-info would pay for the seam).
 */
export function NewsItem({
  item,
  components,
}: {
  item: Omit<NewsItemModule, 'slug'>;
  components: MarkdownComponents | undefined;
}) {
  const { meta, Content } = item;
  return (
    <section className="news-item">
      <h2>{meta.title}</h2>
      <p>
        <em>
          {nyhetTexts.publicerad} <time dateTime={meta.date}>{publishedOn(meta.date)}</time>
        </em>
      </p>
      <Content components={components} />
    </section>
  );
}

import {
  aktivtSprak,
  nyhetTexts,
  oversattningSaknasTexts,
  sprakTagg,
  type Sprak,
} from '@fullmakt/shared/first-view';
import type { MarkdownComponents } from '../content/info-page-module';
import type { NewsItemModule } from '../content/news-item-module';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "2 november 2026" for 2026-11-02 (in English "2 November 2026"), the same in the build
 * (Node) and the browser.
 */
export function publishedOn(date: string, sprak: Sprak = aktivtSprak()): string {
  const locale = sprakTagg[sprak];
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * One news item in the list on /info/nyheter: its title is an h2 under the page's h1, so
 * its own headings start at h3 (the content rules check that). The editor app's preview
 * renders this same component. `components` is what the page's own text is rendered with
 * (InfoPage's `markdownComponents`: site links through the router), passed down rather than
 * imported, so the news chunk does not share that module with the route table (which then
 * could not inline it, and every page of mfe-info would pay for the seam). In the English
 * list an item without a translation is the Swedish, marked as such.
 */
export function NewsItem({
  item,
  components,
}: {
  item: Omit<NewsItemModule, 'slug'>;
  components: MarkdownComponents | undefined;
}) {
  const { meta, Content, translated } = item;
  // The Swedish parts of an untranslated item say so to screen readers and browsers.
  const swedish = translated === false ? 'sv' : undefined;
  return (
    <section className="news-item">
      <h2 lang={swedish}>{meta.title}</h2>
      {swedish ? <p className="translation-missing">{oversattningSaknasTexts.notis}</p> : null}
      <p>
        <em>
          {nyhetTexts.publicerad} <time dateTime={meta.date}>{publishedOn(meta.date)}</time>
        </em>
      </p>
      {swedish ? (
        <div lang={swedish}>
          <Content components={components} />
        </div>
      ) : (
        <Content components={components} />
      )}
    </section>
  );
}

import type { ComponentType } from 'react';
import type { MarkdownComponents } from './info-page-module';

/** The front matter of a news item (content/nyheter/*.md): checked at build time. */
export interface NewsMeta {
  /** The publish date, YYYY-MM-DD: the item is not built into the site before it. */
  readonly date: string;
  readonly title: string;
}

/** One compiled news item, as the list on /info/nyheter gets it. */
export interface NewsItemModule {
  readonly slug: string;
  readonly meta: NewsMeta;
  readonly Content: ComponentType<{ components?: MarkdownComponents }>;
  /** In the English list: false when the item has no translation and is shown in Swedish. */
  readonly translated?: boolean;
}

// What the editor app (redaktor/) renders its preview with: the site's own page components,
// so an editor sees a page as it will look. The editor app is not a remote and is loaded by
// no citizen's page; nothing here is part of mfe-info's exposed module.
export { InfoPage } from './pages/InfoPage';
export { NewsItem } from './pages/NewsItem';
export { markdownComponents } from './content/ContentLink';
export { StartPage } from './pages/StartPage';
export type { InfoPageModule, MarkdownComponents, PageMeta } from './content/info-page-module';
export type { NewsMeta } from './content/news-item-module';

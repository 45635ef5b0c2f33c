import * as page from '@content/nyheter.md';
import { news } from '@content/nyheter.md?news';
import { NewsList } from '../pages/NewsList';
import type { InfoPageModule } from './info-page-module';

/**
 * /info/nyheter's text: its file's own text followed by the news items (one file each in
 * content/nyheter, newest first). It is that page's chunk, loaded by its route alone, so the
 * route table every page of mfe-info loads carries no byte of the news (issue 34: 0 bytes
 * added to a citizen's page), and the page and its news arrive in one request. Prerendered
 * the same way (prerender-pages.tsx renders what `load()` gives).
 */
export const meta: InfoPageModule['meta'] = page.meta;

export const Content: InfoPageModule['Content'] = (props) => (
  <>
    <page.Content {...props} />
    <NewsList items={news} components={props.components} />
  </>
);

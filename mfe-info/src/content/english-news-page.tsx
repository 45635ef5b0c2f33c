import * as page from '@content/nyheter.md?en';
import { news } from '@content/nyheter.md?en-news';
import { NewsList } from '../pages/NewsList';
import type { InfoPageModule } from './info-page-module';

/** /en/info/nyheter's text and news items, in English where translated (news-page.tsx). */
export const meta: InfoPageModule['meta'] = page.meta;
export const translated: InfoPageModule['translated'] = page.translated;

export const Content: InfoPageModule['Content'] = (props) => (
  <>
    <page.Content {...props} />
    <NewsList items={news} components={props.components} />
  </>
);

import { infoIndexTexts } from '@fullmakt/shared/first-view';

/**
 * The /info index page's breadcrumb label and title: its route and its prerender use these.
 * Read when the remote's routes load, after the shell has set the page's language.
 */
export const infoIndexBreadcrumb = infoIndexTexts.breadcrumb;
export const infoIndexTitle = infoIndexTexts.title;

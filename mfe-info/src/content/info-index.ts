/** The /info index page's breadcrumb label and title: its route and its prerender use these. */
export const infoIndexBreadcrumb = 'Information';
export const infoIndexTitle = 'Information om tjänsten';

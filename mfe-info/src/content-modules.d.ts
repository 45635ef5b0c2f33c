/**
 * What build/markdown-loader.mjs makes of a content file (content/*.md, imported as
 * `@content/<name>.md`). Kept in step with src/content/info-page-module.ts.
 */
/** The front matter alone (`@content/<name>.md?meta`), for the route table. */
declare module '*.md?meta' {
  export const meta: {
    readonly title: string;
    readonly breadcrumb: string;
    readonly description: string;
  };
}

declare module '*.md' {
  import type { AnchorHTMLAttributes, ComponentType } from 'react';

  export const meta: {
    readonly title: string;
    readonly breadcrumb: string;
    readonly description: string;
  };
  export const Content: ComponentType<{
    components?: { a?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>> };
  }>;
}

/** The news items whose date has come, newest first (`@content/nyheter.md?news`). */
declare module '*.md?news' {
  import type { AnchorHTMLAttributes, ComponentType } from 'react';

  export const news: readonly {
    readonly slug: string;
    readonly meta: { readonly date: string; readonly title: string };
    readonly Content: ComponentType<{
      components?: { a?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>> };
    }>;
  }[];
}

/**
 * An information page's or a news item's English page (`@content/<name>.md?en`): its
 * translation in content/en, or the Swedish file, then with `translated = false`.
 */
declare module '*.md?en' {
  import type { AnchorHTMLAttributes, ComponentType } from 'react';

  export const meta: {
    readonly title: string;
    readonly breadcrumb: string;
    readonly description: string;
  };
  export const translated: boolean;
  export const Content: ComponentType<{
    components?: { a?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>> };
  }>;
}

/** The English page's front matter alone (`@content/<name>.md?en-meta`). */
declare module '*.md?en-meta' {
  export const meta: {
    readonly title: string;
    readonly breadcrumb: string;
    readonly description: string;
  };
  export const translated: boolean;
}

/** The news items in English where translated (`@content/nyheter.md?en-news`). */
declare module '*.md?en-news' {
  import type { AnchorHTMLAttributes, ComponentType } from 'react';

  export const news: readonly {
    readonly slug: string;
    readonly meta: { readonly date: string; readonly title: string };
    readonly translated: boolean;
    readonly Content: ComponentType<{
      components?: { a?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>> };
    }>;
  }[];
}

import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** The front matter of a content file: checked at build time, so every key is there. */
export interface PageMeta {
  readonly title: string;
  readonly breadcrumb: string;
  readonly description: string;
}

/** The elements the compiled Markdown lets the remote replace. */
export interface MarkdownComponents {
  a?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement>>;
}

/** One compiled content file (see src/content-modules.d.ts). */
export interface InfoPageModule {
  readonly meta: PageMeta;
  readonly Content: ComponentType<{ components?: MarkdownComponents }>;
  /** An English page's: false when it has no translation yet and its text is the Swedish. */
  readonly translated?: boolean;
}

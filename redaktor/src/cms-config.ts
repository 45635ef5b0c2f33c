import type CMS from 'decap-cms-app';
import type { BackendSettings } from './backend-settings';

export type CmsConfig = NonNullable<Parameters<typeof CMS.init>[0]>['config'];

/** The Decap collection names; the preview templates and the rules are keyed by them. */
export const pagesCollection = 'sidor';
export const newsCollection = 'nyheter';

/** The widget that is Decap's Markdown editor plus the content rules (rules/). */
export const ruledMarkdownWidget = 'fullmakt-markdown';

const contentFolder = 'mfe-info/content';

/**
 * Decap's configuration: the information pages (the files in mfe-info/content, which only
 * a developer adds, since a new page needs a route) and the news items (one file each in
 * content/nyheter, which editors add). Every save is one commit of that Markdown file.
 */
export function cmsConfig(backend: BackendSettings): CmsConfig {
  const body = {
    label: 'Text',
    name: 'body',
    widget: ruledMarkdownWidget,
    // Markdown as written: Decap's rich-text mode rewrites the whole file on save (`-` lists
    // become `*`, line breaks change), which would bury an edit in a noisy diff. The
    // preview beside it shows the page as the site renders it.
    modes: ['raw'],
    hint: 'Underrubriker med ## (nyheter: ###). Länktexter som säger vart länken leder. Inga bilder eller HTML.',
  };
  return {
    backend:
      backend.kind === 'local'
        ? { name: 'proxy', proxy_url: backend.apiUrl, branch: 'main' }
        : {
            name: 'gitlab',
            repo: backend.repo,
            base_url: backend.baseUrl,
            auth_type: 'pkce',
            app_id: backend.appId,
            branch: backend.branch,
          },
    load_config_file: false,
    locale: 'sv',
    publish_mode: 'simple',
    // Images are refused by the content rules; Decap requires a folder all the same.
    media_folder: `${contentFolder}/bilder`,
    site_url: '/',
    // File names as the existing ones: ASCII, å/ä/ö as a/a/o (planerat-underhall-…).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: pagesCollection,
        label: 'Informationssidor',
        label_singular: 'Informationssida',
        folder: contentFolder,
        extension: 'md',
        format: 'frontmatter',
        create: false,
        delete: false,
        identifier_field: 'title',
        summary: '{{title}} ({{slug}})',
        fields: [
          { label: 'Rubrik', name: 'title', widget: 'string' },
          { label: 'Brödsmula', name: 'breadcrumb', widget: 'string' },
          { label: 'Ingress', name: 'description', widget: 'text' },
          body,
        ],
      },
      {
        name: newsCollection,
        label: 'Nyheter',
        label_singular: 'Nyhet',
        folder: `${contentFolder}/nyheter`,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{year}}-{{month}}-{{day}}-{{slug}}',
        sortable_fields: ['date', 'title'],
        summary: '{{date}} {{title}}',
        fields: [
          {
            label: 'Publiceringsdag',
            name: 'date',
            widget: 'datetime',
            format: 'YYYY-MM-DD',
            date_format: 'YYYY-MM-DD',
            time_format: false,
            hint: 'Nyheten visas på webbplatsen från och med den här dagen.',
          },
          { label: 'Rubrik', name: 'title', widget: 'string' },
          body,
        ],
      },
    ],
  } as CmsConfig;
}

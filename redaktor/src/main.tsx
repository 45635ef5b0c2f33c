import CMS from 'decap-cms-app';
import { createRoot } from 'react-dom/client';
import shellCss from '../../shell/src/styles/global.css?raw';
import infoPageCss from '@fullmakt/mfe-info/info-page.css?raw';
import { loadBackendSettings } from './backend-settings';
import { cmsConfig, newsCollection, pagesCollection, ruledMarkdownWidget } from './cms-config';
import { newsPreview, pagePreview } from './preview/previews';
import { publish } from './publish/publish-status';
import { PublishStatus, setPublishStatus } from './publish/PublishStatus';
import { ruledMarkdownControl } from './rules/ruled-markdown';
import './redaktor.css';

const infoSlugs = __FULLMAKT_INFO_SLUGS__;

/**
 * The design's style sheets, into Decap's preview frame only (the editor's own UI keeps
 * Decap's look): the shared tokens and component styles, the shell's page base and
 * mfe-info's page styles, so the preview is the page as it will look.
 */
function registerSiteStyles(): void {
  const shared = import.meta.webpackContext('../../shared/src/ui', {
    recursive: true,
    regExp: /\.css$/,
    mode: 'sync',
  });
  // tokens.css first: the others use its custom properties.
  const sharedFiles = shared
    .keys()
    .sort(
      (a: string, b: string) => Number(b.endsWith('tokens.css')) - Number(a.endsWith('tokens.css')),
    );
  const text = (module: unknown) =>
    typeof module === 'string' ? module : String((module as { default: unknown }).default);
  for (const css of [
    ...sharedFiles.map((key: string) => text(shared(key))),
    shellCss,
    infoPageCss,
  ]) {
    CMS.registerPreviewStyle(css, { raw: true });
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('redaktor-status');
  const settings = await loadBackendSettings();
  if (!settings) {
    if (root) {
      root.textContent =
        'Redigeringen är inte inställd här: backend.json saknas eller är fel. Kontakta den som driftar webbplatsen.';
    }
    return;
  }
  if (root) {
    createRoot(root).render(<PublishStatus />);
  }
  const markdown = CMS.getWidget('markdown');
  CMS.registerWidget(
    ruledMarkdownWidget,
    ruledMarkdownControl(markdown?.control as never, infoSlugs) as never,
    markdown?.preview as never,
  );
  CMS.registerPreviewTemplate(pagesCollection, pagePreview(infoSlugs));
  CMS.registerPreviewTemplate(newsCollection, newsPreview(infoSlugs));
  registerSiteStyles();
  if (settings.kind === 'local') {
    const { publishUrl } = settings;
    // Decap's "Publicera" commits the file; then the same click releases mfe-info and sets
    // the release live. Not awaited: Decap would hold its save spinner for the whole build.
    CMS.registerEventListener({
      name: 'postSave',
      handler: () => {
        setPublishStatus({ state: 'busy' });
        void publish(publishUrl).then((result) => setPublishStatus({ state: 'done', ...result }));
      },
    });
  }
  CMS.init({ config: cmsConfig(settings) });
}

void start();

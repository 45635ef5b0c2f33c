// The shell's start on a prerendered page (the server sends forrenderad.html, made by
// tooling/rspack/first-render-preload-plugin.mjs, when the page's text is in the document).
// That text's first paint needs only the style sheets. The scripts and their preloads wait
// until the paint is on screen: a request begun before it shares the connection with the
// style sheets and delays the paint on a slow network (and Lighthouse's simulated
// throttling counts every script begun before the largest paint as blocking it).
// The shell's own are named in this script's data-forladdning and data-skript; the page's
// remote's, which the server knows, are inert in <template data-efter-forsta-malning>.
// Copied into the build as it is, with a content hash in its name: plain ES2021.
(() => {
  const me = document.currentScript;
  const names = (attribute) => (me?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of names('data-forladdning')) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
    for (const template of document.querySelectorAll('template[data-efter-forsta-malning]')) {
      document.head.append(template.content.cloneNode(true));
      template.remove();
    }
    // In order, each run in turn, as `defer` would have.
    for (const src of names('data-skript')) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.append(script);
    }
  };
  let started = false;
  const once = () => {
    if (!started) {
      started = true;
      start();
    }
  };
  // The frame after the next animation frame is the first one painted. A tab in the
  // background paints nothing (no animation frames): there it starts at once, or when the
  // tab is hidden before its first paint. No timer: on a slow network the style sheets may
  // take seconds, and a timer would start the scripts before the paint they should follow.
  if (document.visibilityState === 'hidden') {
    once();
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
    document.addEventListener('visibilitychange', once, { once: true });
  }
})();

// @vitest-environment node
// The design system's sheets are imported in one place only (stilar.ts, in one fixed order).
// A component that imports its own sheet as well gives the build two orders to choose from
// and the site's style sheet an order nobody chose (rspack warns "Conflicting order").
const sources = import.meta.glob('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the design system style sheets', () => {
  it('are imported by stilar.ts and by no component', () => {
    const importers = Object.entries(sources)
      .filter(([file]) => !/\.test\.tsx?$/.test(file))
      .filter(([, text]) => /import '\.{1,2}\/(stil\/)?[\w-]+\.css'/.test(text))
      .map(([file]) => file);
    expect(importers).toEqual(['../stilar.ts']);
  });
});

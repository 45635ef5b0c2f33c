import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { newsPreview, pagePreview } from './previews';

const infoSlugs = ['kakor', 'om-oss'];

/** Decap's entry as the preview reads it (an Immutable Map: get and getIn). */
function entry(slug: string, data: Record<string, string>) {
  return {
    get: (key: string) => (key === 'slug' ? slug : undefined),
    getIn: ([, key]: [string, string]) => data[key],
  };
}

type Props = ComponentProps<ReturnType<typeof pagePreview>>;

describe('the preview: the page as the site renders it', () => {
  it("renders an information page with mfe-info's InfoPage and the build's Markdown compile", () => {
    const PagePreview = pagePreview(infoSlugs);
    render(
      <PagePreview
        {...({
          entry: entry('om-oss', {
            title: 'Om oss',
            breadcrumb: 'Om oss',
            description: 'Ny ingress.',
            body: '## Vårt uppdrag\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\nSe [kakor](/info/kakor).',
          }),
        } as unknown as Props)}
      />,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Om oss' })).toBeInTheDocument();
    expect(within(main).getByText('Ny ingress.')).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Vårt uppdrag' }),
    ).toBeInTheDocument();
    // remark-gfm, as in the build: a table, not pipes in a paragraph.
    expect(within(main).getByRole('table')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'kakor' })).toHaveAttribute(
      'href',
      '/info/kakor',
    );
    expect(main.querySelector('.info-page')).not.toBeNull();
  });

  it('shows the rule the text breaks, in Swedish, instead of the page', () => {
    const PagePreview = pagePreview(infoSlugs);
    render(
      <PagePreview
        {...({
          entry: entry('om-oss', {
            title: 'Om oss',
            breadcrumb: 'Om oss',
            description: 'I.',
            body: 'Text.\n\n# Stor',
          }),
        } as unknown as Props)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Rad 3 i texten: Rubriken "Stor" har nivå 1 (#).',
    );
  });

  it('renders a news item as it stands in the list on /info/nyheter', () => {
    const NewsPreview = newsPreview(infoSlugs);
    render(
      <NewsPreview
        {...({
          entry: entry('2026-11-02-nyhet', { date: '2026-11-02', title: 'Nyhet', body: 'Text.' }),
        } as unknown as Props)}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nyhet' })).toBeInTheDocument();
    expect(screen.getByText('2 november 2026')).toHaveAttribute('datetime', '2026-11-02');
  });
});

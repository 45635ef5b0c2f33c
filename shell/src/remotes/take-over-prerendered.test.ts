import { holdRootWhilePrerendered, takeOverPrerendered } from './take-over-prerendered';

function page(withPrerendered: boolean): HTMLElement {
  document.body.innerHTML = `${
    withPrerendered ? '<div id="fullmakt-forrenderad"><main><h1>Om oss</h1></main></div>' : ''
  }<div id="root"></div>`;
  const root = document.getElementById('root');
  if (!root) {
    throw new Error('no root');
  }
  return root;
}

describe('the take-over of a prerendered page', () => {
  it('hides the root while the prerendered text shows, then swaps the two in one step', () => {
    const root = page(true);
    expect(holdRootWhilePrerendered(root)).toBe(true);
    expect(root.hidden).toBe(true);
    expect(document.getElementById('fullmakt-forrenderad')).not.toBeNull();
    takeOverPrerendered();
    expect(document.getElementById('fullmakt-forrenderad')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('leaves a page without prerendered text alone', () => {
    const root = page(false);
    expect(holdRootWhilePrerendered(root)).toBe(false);
    expect(root.hidden).toBe(false);
    takeOverPrerendered();
    expect(root.hidden).toBe(false);
  });
});

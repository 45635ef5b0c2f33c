/**
 * The code in what was typed, pasted or scanned: the text after `#` when it is the whole
 * verify link (`https://…/verifiera#<kod>`), with spaces and line breaks taken out (a code
 * copied from a printout is often broken over lines). Empty when nothing is left.
 */
export function kodUrText(text: string): string {
  const efterFragment = text.includes('#') ? text.slice(text.lastIndexOf('#') + 1) : text;
  return efterFragment.replace(/\s+/g, '');
}

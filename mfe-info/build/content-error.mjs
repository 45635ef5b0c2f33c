/**
 * A mistake in a content file. The message names the file and the line and says in plain
 * Swedish what to change, because the reader is an editor, not a developer. No Node
 * modules here: the editor app (redaktor/) shows the same errors in the browser.
 */
export class ContentError extends Error {
  /**
   * @param {string} file the Markdown file
   * @param {number | undefined} line 1-based line in the file, when known
   * @param {string} problem what is wrong and how to fix it
   */
  constructor(file, line, problem) {
    const where = file.split(/[\\/]/).slice(-2).join('/');
    super(`${where}${line === undefined ? '' : `, rad ${line}`}: ${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.line = line;
    this.problem = problem;
  }
}

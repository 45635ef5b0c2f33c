import path from 'node:path';

/**
 * A mistake in a content file. The message names the file and the line and says in plain
 * Swedish what to change, because the reader is an editor, not a developer.
 */
export class ContentError extends Error {
  /**
   * @param {string} file the Markdown file
   * @param {number | undefined} line 1-based line in the file, when known
   * @param {string} problem what is wrong and how to fix it
   */
  constructor(file, line, problem) {
    const where = `${path.basename(path.dirname(file))}/${path.basename(file)}`;
    super(`${where}${line === undefined ? '' : `, rad ${line}`}: ${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.line = line;
    this.problem = problem;
  }
}

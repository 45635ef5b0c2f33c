import path from 'node:path';

/**
 * Where the information pages' Markdown lives. FULLMAKT_INFO_CONTENT_DIR points a build at
 * another folder (the e2e test edits a copy there, never the repo's own files).
 *
 * @param {string} appDir the mfe-info folder
 * @returns {string}
 */
export function infoContentDir(appDir) {
  const override = process.env.FULLMAKT_INFO_CONTENT_DIR;
  return override ? path.resolve(override) : path.join(appDir, 'content');
}

import { compositionTexts } from '@fullmakt/shared';

/** Shows which build of this remote is running, when a deploy sets FULLMAKT_BUILD_LABEL. */
export function BuildLabel() {
  if (!__FULLMAKT_BUILD_LABEL__) {
    return null;
  }
  return <p className="build-label">{compositionTexts.buildLabel(__FULLMAKT_BUILD_LABEL__)}</p>;
}

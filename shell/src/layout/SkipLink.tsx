import { compositionTexts } from '@fullmakt/shared/first-view';

/** First focusable element: keyboard users jump past the header. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#huvudinnehall">
      {compositionTexts.skipLink}
    </a>
  );
}

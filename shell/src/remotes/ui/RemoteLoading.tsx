import { compositionTexts } from '@fullmakt/shared/first-view';

export function RemoteLoading() {
  return (
    <p className="remote-loading" aria-busy="true">
      {compositionTexts.remoteLoading}
    </p>
  );
}

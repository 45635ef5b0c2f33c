import { compositionTexts } from '@fullmakt/shared';

export function RemoteLoading() {
  return (
    <p className="remote-loading" aria-busy="true">
      {compositionTexts.remoteLoading}
    </p>
  );
}

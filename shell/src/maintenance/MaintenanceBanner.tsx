import { driftTexter } from '@fullmakt/shared/first-view';
import { useDriftinfoStore } from './driftinfo-store';

/** The operator's maintenance message under the header, on every page while it exists. */
export function MaintenanceBanner() {
  const meddelande = useDriftinfoStore((state) => state.info.meddelande);
  if (!meddelande) {
    return null;
  }
  return (
    <div className="maintenance-banner" role="status">
      <p className="maintenance-banner__inner">
        <strong>{driftTexter.rubrik}: </strong>
        {meddelande}
      </p>
    </div>
  );
}

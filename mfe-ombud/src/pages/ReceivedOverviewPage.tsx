import { roleTexts, useFullmaktStore } from '@fullmakt/shared';

/** The holder's overview; it speaks to the role chosen anywhere on the site (the shared store). */
export function ReceivedOverviewPage() {
  const appMode = useFullmaktStore((state) => state.appMode);
  return (
    <div className="page">
      <h1>Fullmakter du har fått</h1>
      <p className="lead">
        {appMode === 'PRIVAT' ? roleTexts.receivedAsPrivat : roleTexts.receivedAsOrganisation}
      </p>
    </div>
  );
}

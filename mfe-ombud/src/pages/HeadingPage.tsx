/** A page whose content a later issue builds; until then it says, in plain Swedish, what it is. */
export function HeadingPage({ heading, lead }: { heading: string; lead?: string }) {
  return (
    <div className="page">
      <h1>{heading}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
    </div>
  );
}

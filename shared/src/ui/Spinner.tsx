/**
 * Work under way: a turning ring (still when the user asks for less motion) beside a text
 * that says what is loading, in a polite status region so a screen reader hears it.
 */
export function Spinner({ text }: { text: string }) {
  return (
    <p className="spinner" role="status">
      {text}
    </p>
  );
}

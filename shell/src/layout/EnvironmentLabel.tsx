import { compositionTexts, DEFAULT_ENV, useKonfiguration } from '@fullmakt/shared/first-view';

/** Outside production the header says which environment this is, so no one mistakes a test site. */
export function EnvironmentLabel() {
  const env = useKonfiguration((config) => config.env);
  if (env === DEFAULT_ENV) {
    return null;
  }
  return <span className="environment-label">{compositionTexts.environmentLabel(env)}</span>;
}

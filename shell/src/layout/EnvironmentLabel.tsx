import { compositionTexts, DEFAULT_ENV } from '@fullmakt/shared';
import { useConfigStore } from '../config/config-store';

/** Outside production the header says which environment this is, so no one mistakes a test site. */
export function EnvironmentLabel() {
  const env = useConfigStore((state) => state.config.env);
  if (env === DEFAULT_ENV) {
    return null;
  }
  return <span className="environment-label">{compositionTexts.environmentLabel(env)}</span>;
}

// Production source maps carry no source text (issue 38): a stack trace still maps to file,
// line and function, but the code itself is not handed to whoever fetches a .map.
import { describe, expect, it } from 'vitest';
import shellConfig from '../../shell/rspack.config.mjs';
import infoConfig from '../../mfe-info/rspack.config.mjs';

describe('source maps', () => {
  it.each([
    ['the shell', shellConfig],
    ['a remote', infoConfig],
  ])('%s: in production without source text, in development complete', (_name, config) => {
    expect(config({}, { mode: 'production' }).devtool).toBe('nosources-source-map');
    expect(config({}, { mode: 'development' }).devtool).toBe('cheap-module-source-map');
  });
});

import { deploymentFileSchema, servedDeployment } from './deployment-file-schema';

describe('the deployment file', () => {
  it('accepts the manifest URLs of the default file and tells the shell the same', () => {
    const file = deploymentFileSchema.parse({
      remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
    });
    expect(servedDeployment(file)).toEqual({ remotes: { mfe_info: '/mfe/info/mf-manifest.json' } });
  });

  it("names a remote's release by version: the shell gets that release's manifest", () => {
    const file = deploymentFileSchema.parse({
      remotes: {
        mfe_privat: { stable: '0.1.0-1cedaa6', previous: ['0.1.0-4e25df5'] },
        mfe_info: '/mfe/info/mf-manifest.json',
      },
    });
    expect(servedDeployment(file).remotes).toEqual({
      mfe_privat: '/releases/mfe-privat/0.1.0-1cedaa6/mf-manifest.json',
      mfe_info: '/mfe/info/mf-manifest.json',
    });
    const onCdn = deploymentFileSchema.parse({
      releases: 'https://cdn.example.se/fullmakt/',
      remotes: { mfe_ombud: { stable: '2' } },
    });
    expect(servedDeployment(onCdn).remotes.mfe_ombud).toBe(
      'https://cdn.example.se/fullmakt/mfe-ombud/2/mf-manifest.json',
    );
  });

  it('validates a canary (handed out by cohort, canary.test.ts) and refuses what is not a deployment', () => {
    const withCanary = { mfe_privat: { stable: '1', canary: { version: '2', share: 10 } } };
    expect(deploymentFileSchema.safeParse({ remotes: withCanary }).success).toBe(true);
    for (const remotes of [
      { mfe_privat: { stable: '1', canary: { version: '2', share: 101 } } },
      { mfe_privat: { stable: '../../etc' } },
      { mfe_privat: { stabel: '1' } },
      { mfe_okand: '/mfe/x/mf-manifest.json' },
      { mfe_info: 'javascript:alert(1)' },
    ]) {
      expect(deploymentFileSchema.safeParse({ remotes }).success, JSON.stringify(remotes)).toBe(
        false,
      );
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import { foreignRemoteOrigins } from '@fullmakt/shared/deployment';
import { deploymentFileSchema, releaseUrl, servedDeployment } from './deployment-file-schema';
import { reasonOf } from './deployment-store';

describe('the deployment file', () => {
  it('accepts the manifest URLs of the default file and tells the shell the same', () => {
    const file = deploymentFileSchema.parse({
      remotes: { mfe_info: { manifest: '/mfe/info/mf-manifest.json', prefixes: ['/', '/info'] } },
    });
    expect(servedDeployment(file)).toEqual({
      remotes: { mfe_info: '/mfe/info/mf-manifest.json' },
      prefixes: { mfe_info: ['/', '/info'] },
    });
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

  it("resolves a remote's own releases base as <base>/<version>/, the file-wide one as <base>/<app>/<version>/", () => {
    const file = deploymentFileSchema.parse({
      releases: 'https://cdn.example.se/fullmakt',
      remotes: {
        mfe_info: {
          releases: 'https://info.fullmakt.example/',
          stable: '1.4.0',
          previous: ['1.3.0'],
          canary: { version: '1.5.0', share: 100 },
          prefixes: ['/', '/info'],
        },
        mfe_privat: { stable: '2', prefixes: ['/privat'] },
      },
    });
    expect(releaseUrl(file, 'mfe_info', '1.3.0')).toBe('https://info.fullmakt.example/1.3.0/');
    expect(servedDeployment(file).remotes).toEqual({
      mfe_info: 'https://info.fullmakt.example/1.4.0/mf-manifest.json',
      mfe_privat: 'https://cdn.example.se/fullmakt/mfe-privat/2/mf-manifest.json',
    });
    // Its canary is on its own origin too, so the stable deployment's origins (the CSP's) hold it.
    expect(servedDeployment(file, 'any cohort').remotes.mfe_info).toBe(
      'https://info.fullmakt.example/1.5.0/mf-manifest.json',
    );
    expect(foreignRemoteOrigins(servedDeployment(file))).toEqual([
      'https://cdn.example.se',
      'https://info.fullmakt.example',
    ]);
  });

  it('gives the shell a remote no build knows, with the prefixes the file says it owns', () => {
    const file = deploymentFileSchema.parse({
      remotes: {
        mfe_info: { manifest: '/mfe/info/mf-manifest.json', prefixes: ['/', '/info'] },
        mfe_verifiera: { stable: '1.0.0', prefixes: ['/verifiera'] },
      },
    });
    expect(servedDeployment(file)).toEqual({
      remotes: {
        mfe_info: '/mfe/info/mf-manifest.json',
        mfe_verifiera: '/releases/mfe-verifiera/1.0.0/mf-manifest.json',
      },
      prefixes: { mfe_info: ['/', '/info'], mfe_verifiera: ['/verifiera'] },
    });
  });

  it('gives the first four remotes, in a file from before prefixes, the prefixes they had', () => {
    const file = deploymentFileSchema.parse({
      remotes: {
        mfe_info: '/mfe/info/mf-manifest.json',
        mfe_privat: { stable: '1' },
        mfe_organisation: '/mfe/organisation/mf-manifest.json',
        mfe_ombud: { stable: '1', prefixes: ['/privat/ombud'] },
      },
    });
    expect(servedDeployment(file).prefixes).toEqual({
      mfe_info: ['/', '/info', '/en'],
      mfe_privat: ['/privat'],
      mfe_organisation: ['/organisation'],
      mfe_ombud: ['/privat/ombud'],
    });
  });

  it.each([
    [
      'a new remote without prefixes',
      { mfe_verifiera: { stable: '1' } },
      'remotes.mfe_verifiera.prefixes: mfe_verifiera äger inga adresser',
    ],
    [
      'two remotes owning one prefix',
      { mfe_info: '/mfe/info/mf-manifest.json', mfe_test: { stable: '1', prefixes: ['/info'] } },
      'remotes.mfe_test.prefixes: mfe_info och mfe_test äger båda /info: en adress har en ägare',
    ],
    [
      'a prefix that is no prefix',
      { mfe_test: { stable: '1', prefixes: ['/test/'] } },
      'ett prefix är / eller /del(/del)*',
    ],
    ['no prefix at all', { mfe_test: { stable: '1', prefixes: [] } }, 'minst ett prefix'],
    [
      'its own releases base with a query',
      { mfe_test: { releases: 'https://test.example?v=1', stable: '1', prefixes: ['/test'] } },
      'remotes.mfe_test.releases: releases är fjärrmodulens egen bas',
    ],
    [
      'its own releases base that is no URL',
      { mfe_test: { releases: 'test.example', stable: '1', prefixes: ['/test'] } },
      'utgåvan ligger på <bas>/<version>/',
    ],
    [
      'a remote badly named',
      { 'mfe-test': { stable: '1', prefixes: ['/test'] } },
      'remotes.mfe-test: en fjärrmodul heter mfe_ och ett ord av små bokstäver',
    ],
  ])('refuses %s, saying why in Swedish', (_what, remotes, reason) => {
    const parsed = deploymentFileSchema.safeParse({ remotes });
    expect(parsed.success).toBe(false);
    expect(reasonOf(parsed.error)).toContain(reason);
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
      { mfe_info: { manifest: '/mfe/info/mf-manifest.json', stable: '1' } },
    ]) {
      expect(deploymentFileSchema.safeParse({ remotes }).success, JSON.stringify(remotes)).toBe(
        false,
      );
    }
  });

  it.each([
    'server/deploy/remotes.json',
    'server/deploy/remotes.dev.json',
    'deploy/k8s/overlays/test/remotes.json',
    'deploy/k8s/overlays/prod/remotes.json',
  ])('%s parses and says the prefixes of every remote itself', (file) => {
    const text = JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as {
      remotes: Record<string, { prefixes?: unknown }>;
    };
    expect(deploymentFileSchema.safeParse(text).success).toBe(true);
    for (const [remote, entry] of Object.entries(text.remotes)) {
      expect(entry.prefixes, remote).toBeDefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { judgeAudit, parseAllowlist } from './audit.mjs';
import { disallowedDependencies, licenceAllowed } from './licences.mjs';

const advisory = (severity, id = 1100, ghsa = 'GHSA-aaaa-bbbb-cccc') => ({
  id,
  github_advisory_id: ghsa,
  module_name: 'sårbar',
  severity,
  title: 'Något',
  url: 'https://example.org',
});
const report = (...advisories) => ({
  stdout: JSON.stringify({ advisories: Object.fromEntries(advisories.map((a) => [a.id, a])) }),
  stderr: '',
  status: advisories.length > 0 ? 1 : 0,
});

describe('the audit step', () => {
  it('passes with no advisories and with moderate ones', () => {
    expect(judgeAudit(report(), [], '2026-11-27').outcome).toBe('ok');
    expect(judgeAudit(report(advisory('moderate')), [], '2026-11-27').outcome).toBe('ok');
  });

  it.each(['high', 'critical'])('fails on a %s advisory', (severity) => {
    expect(judgeAudit(report(advisory(severity)), [], '2026-11-27').outcome).toBe('failed');
  });

  it('lets an allowlisted advisory pass until its expiry, not after', () => {
    const allowlist = parseAllowlist({
      entries: [
        { advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'bara i testkod', expires: '2026-12-31' },
      ],
    });
    expect(judgeAudit(report(advisory('high')), allowlist, '2026-12-31').outcome).toBe('ok');
    expect(judgeAudit(report(advisory('high')), allowlist, '2027-01-01').outcome).toBe('failed');
  });

  it('refuses an allowlist entry without a reason or an expiry', () => {
    expect(() =>
      parseAllowlist({ entries: [{ advisory: 'GHSA-x', expires: '2026-12-31' }] }),
    ).toThrow(/skäl/);
    expect(() => parseAllowlist({ entries: [{ advisory: 'GHSA-x', reason: 'r' }] })).toThrow(
      /utgångsdatum/,
    );
  });

  it('counts an unreachable advisory service as not run, never as a pass', () => {
    const unreachable = {
      stdout: '',
      stderr:
        'ERR_PNPM_AUDIT_BAD_RESPONSE  The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/advisories/bulk) responded with 405',
      status: 1,
    };
    const judged = judgeAudit(unreachable, [], '2026-11-27');
    expect(judged.outcome).toBe('not-run');
    expect(judged.lines[0]).toMatch(/ERR_PNPM_AUDIT_BAD_RESPONSE/);
  });
});

describe('the licence check', () => {
  it('allows the permissive licences and expressions of them', () => {
    expect(licenceAllowed('MIT')).toBe(true);
    expect(licenceAllowed('(MIT OR GPL-3.0-only)')).toBe(true);
    expect(licenceAllowed('MIT AND CC-BY-4.0')).toBe(true);
  });

  it('fails on a licence incompatible with EUPL-1.2 or not assessed', () => {
    expect(licenceAllowed('GPL-3.0-only')).toBe(false);
    expect(licenceAllowed('AGPL-3.0-or-later')).toBe(false);
    expect(licenceAllowed('MIT AND SSPL-1.0')).toBe(false);
    expect(licenceAllowed('UNKNOWN')).toBe(false);
    expect(
      disallowedDependencies({
        MIT: [{ name: 'ok', versions: ['1.0.0'] }],
        'AGPL-3.0-only': [{ name: 'smittar', versions: ['2.0.0'] }],
      }),
    ).toEqual(['smittar@2.0.0: AGPL-3.0-only']);
  });

  it('lets through a package with no licence field only in the exact version read by hand', () => {
    expect(
      disallowedDependencies({
        Unknown: [
          { name: 'trim', versions: ['0.0.1'] },
          { name: 'semaphore', versions: ['1.1.0', '1.2.0'] },
        ],
      }),
    ).toEqual(['semaphore@1.2.0: Unknown']);
  });
});

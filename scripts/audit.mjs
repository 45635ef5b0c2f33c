// The audit step of `npm test` (issue 30 item 7): `pnpm audit --prod` over the workspace
// fails on a high or critical advisory that audit-allowlist.json does not let pass (with a
// reason and an expiry date per entry). When the registry's advisory service cannot be
// reached (it answered 405 from the CI machine), the step says so loudly and counts as not
// run: never a silent pass.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './tools.mjs';

const blocking = new Set(['high', 'critical']);

/** The allowlist's entries, refused whole when one lacks a reason or a valid expiry. */
export function parseAllowlist(json) {
  const entries = Array.isArray(json?.entries) ? json.entries : undefined;
  if (!entries) {
    throw new Error('audit-allowlist.json saknar listan entries');
  }
  for (const entry of entries) {
    const problems = [
      typeof entry.advisory === 'string' && entry.advisory ? '' : 'advisory saknas',
      typeof entry.reason === 'string' && entry.reason.trim() ? '' : 'skäl (reason) saknas',
      /^\d{4}-\d{2}-\d{2}$/.test(entry.expires ?? '') && !Number.isNaN(Date.parse(entry.expires))
        ? ''
        : 'utgångsdatum (expires, ÅÅÅÅ-MM-DD) saknas',
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(`audit-allowlist.json: ${JSON.stringify(entry)}: ${problems.join(', ')}`);
    }
  }
  return entries;
}

/**
 * What the audit's answer means. `stdout`/`stderr`/`status` are pnpm audit's; `today` is
 * YYYY-MM-DD. Returns { outcome: 'ok' | 'failed' | 'not-run', lines }.
 */
export function judgeAudit({ stdout, stderr, status }, allowlist, today) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  if (!report || typeof report.advisories !== 'object' || report.advisories === null) {
    const why = `${stderr}\n${stdout}`.match(
      /ERR_PNPM_\w+|responded with \d+|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|fetch failed/,
    );
    return {
      outcome: 'not-run',
      lines: [
        `Granskningstjänsten kunde inte nås (${why?.[0] ?? `pnpm audit avslutades med ${status}`}).`,
        'Beroendena är INTE granskade mot kända sårbarheter i den här körningen.',
      ],
    };
  }
  const lines = [];
  let failed = false;
  for (const advisory of Object.values(report.advisories)) {
    if (!blocking.has(advisory.severity)) {
      continue;
    }
    const ids = [String(advisory.id), advisory.github_advisory_id].filter(Boolean);
    const entry = allowlist.find((e) => ids.includes(e.advisory));
    const what =
      `${advisory.severity}: ${advisory.module_name} (${ids.join(', ')}) ${advisory.title ?? ''} ${advisory.url ?? ''}`.trim();
    if (entry && entry.expires >= today) {
      lines.push(`Tillåten till ${entry.expires}: ${what} (${entry.reason})`);
    } else {
      failed = true;
      lines.push(entry ? `Undantaget gick ut ${entry.expires}: ${what}` : what);
    }
  }
  return { outcome: failed ? 'failed' : 'ok', lines };
}

/** Runs the audit; throws when it fails, returns { notRun } when it could not be run. */
export function runAudit(pnpm = 'pnpm') {
  const allowlist = parseAllowlist(
    JSON.parse(readFileSync(path.join(repoRoot, 'audit-allowlist.json'), 'utf8')),
  );
  const result = spawnSync(pnpm, ['-r', 'audit', '--prod', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // The expiry dates are Swedish calendar dates.
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  const judged = judgeAudit(
    { stdout: result.stdout ?? '', stderr: result.stderr ?? '', status: result.status },
    allowlist,
    today,
  );
  if (judged.outcome === 'not-run') {
    const bar = '!'.repeat(78);
    console.error(
      `\n${bar}\n!!! SÅRBARHETSGRANSKNINGEN KÖRDES INTE\n${judged.lines.map((l) => `!!! ${l}`).join('\n')}\n${bar}\n`,
    );
    return { notRun: judged.lines[0] };
  }
  for (const line of judged.lines) {
    console.info(line);
  }
  if (judged.outcome === 'failed') {
    throw new Error(
      'pnpm audit --prod: allvarliga sårbarheter (high/critical) utan giltigt undantag',
    );
  }
  console.info('Inga allvarliga sårbarheter (high/critical) i produktionsberoendena.');
  return undefined;
}

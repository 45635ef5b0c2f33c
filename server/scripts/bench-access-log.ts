// `pnpm --filter ./server exec tsx scripts/bench-access-log.ts [--reads 300 --rounds 30]`: the server CPU that recording
// who looked adds to one third-party read (issue 31 target: at most 10 %). Two apps in this
// process, each on a SQLite file of its own (the write is in-process there, so its CPU is
// counted), one recording and one not; rounds of reads by a third party's official go to
// each in turn, and each round's CPU includes writing its records (the flush). The DPoP
// proofs are signed before a round, as a caller's own CPU. Figures, not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_ROUTES, fyllSokvag, type Fullmakt } from '@fullmakt/shared/domain';
import { openDatabase } from '../src/db/database';
import { defaultAccessLogOptions } from '../src/historik/access-log';
import { testPerson as p } from '../src/seed/people';
import { tredjemanId } from '../src/seed/third-parties';
import { signedPrivatePower } from '../src/testing/signed-power';
import { startTestApp, type TestApp } from '../src/testing/test-app';

const { values: args } = parseArgs({
  options: { reads: { type: 'string' }, rounds: { type: 'string' } },
});
/** Reads per round (`--reads`) and rounds per app (`--rounds`). */
const READS = Number(args.reads ?? 300);
const ROUNDS = Number(args.rounds ?? 30);
const load = () => os.loadavg()[0]?.toFixed(2) ?? '?';
console.info(`load average (1 min) before: ${load()} on ${os.cpus().length} cores`);

const dir = mkdtempSync(path.join(tmpdir(), 'bench-atkomst-'));
async function app(name: string, recording: boolean) {
  const t = await startTestApp(openDatabase({ sqliteFile: path.join(dir, `${name}.sqlite`) }), {
    accessLog: { ...defaultAccessLogOptions, off: !recording },
  });
  const power = await signedPrivatePower(t, p.anna, p.lena, {
    tredjeman: tredjemanId.norrvik,
    mall: 'norrvik-bygglov',
    behorigheter: ['bygglov.ansoka'],
  });
  return { name, t, power };
}

/** CPU µs per read over one round of READS reads, the records' write included. */
async function round(t: TestApp, power: Fullmakt): Promise<number> {
  const url = fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: power.tredjeman.id, id: power.id });
  const headers = [];
  for (let i = 0; i < READS; i += 1) {
    headers.push(await t.authHeaders(p.birgitta, 'GET', url));
  }
  const before = process.cpuUsage();
  for (const h of headers) {
    const res = await t.app.inject({ method: 'GET', url, headers: h });
    if (res.statusCode !== 200) {
      throw new Error(`Läsningen gav ${res.statusCode}`);
    }
  }
  await t.app.deps.accessLog.flush();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / READS;
}

const apps = [await app('med', true), await app('utan', false)];
// Warm both up (JIT, statement caches), not counted.
for (const a of apps) {
  await round(a.t, a.power);
}
const cpu: Record<string, number[]> = { med: [], utan: [] };
for (let r = 0; r < ROUNDS; r += 1) {
  // Alternated, the first of a pair taking turns, so a change of load hits both alike.
  for (const a of r % 2 === 0 ? apps : [...apps].reverse()) {
    cpu[a.name]?.push(await round(a.t, a.power));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const med = median(cpu.med ?? []);
const utan = median(cpu.utan ?? []);
console.info(
  `${ROUNDS} rounds of ${READS} reads each: CPU per read, median of rounds: recording ${med.toFixed(0)} µs, not recording ${utan.toFixed(0)} µs; added ${(med - utan).toFixed(0)} µs (${(((med - utan) / utan) * 100).toFixed(1)} %)`,
);
const lowest = (xs: number[]) => Math.min(...xs);
console.info(
  `lowest round: recording ${lowest(cpu.med ?? []).toFixed(0)} µs, not recording ${lowest(cpu.utan ?? []).toFixed(0)} µs`,
);
console.info(`rounds, recording: ${cpu.med?.map((x) => x.toFixed(0)).join(' ')}`);
console.info(`rounds, not recording: ${cpu.utan?.map((x) => x.toFixed(0)).join(' ')}`);

// The recording alone, which the load of a shared machine blurs less: CPU per read of
// queuing the record and writing it in its batch, on the recording app's own database.
const recorder = apps[0]?.t.app.deps.accessLog;
const alone: number[] = [];
for (let r = 0; r < ROUNDS && recorder; r += 1) {
  const before = process.cpuUsage();
  for (let i = 0; i < 10_000; i += 1) {
    recorder.record({
      fullmaktId: apps[0]?.power.id ?? '',
      tredjemanId: tredjemanId.norrvik,
      lasare: { typ: 'person', personId: p.birgitta },
      vad: 'fullmakt',
      at: new Date(),
    });
  }
  await recorder.flush();
  const used = process.cpuUsage(before);
  alone.push((used.user + used.system) / 10_000);
}
const perRecord = median(alone);
console.info(
  `recording alone (queue + batched insert), median of ${ROUNDS} × 10 000: ${perRecord.toFixed(1)} µs per read = ${((perRecord / utan) * 100).toFixed(1)} % of a read not recording`,
);
console.info(`load average (1 min) after: ${load()}`);
for (const a of apps) {
  await a.t.close();
}
rmSync(dir, { recursive: true, force: true });

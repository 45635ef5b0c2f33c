// `pnpm --filter ./server bench:pdf`: how long the PDF of a power takes to make through its
// route (the power, its history, the verify code, pdfkit and the QR code), and its size.
// Issue 31's targets: at most 150 ms p95, at most 200 KB. Prints the load average with it.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../src/db/database';
import { testPerson as p } from '../src/seed/people';
import { signedPrivatePower } from '../src/testing/signed-power';
import { startTestApp } from '../src/testing/test-app';

const RUNS = 200;

const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
const power = await signedPrivatePower(t, p.anna, p.lena);
const url = fyllSokvag(API_ROUTES.fullmaktPdf.path, { id: power.id });
const once = async () => {
  const answer = await t.call(p.anna, { method: 'GET', url });
  if (answer.statusCode !== 200) {
    throw new Error(`PDF: ${answer.statusCode} ${answer.body}`);
  }
  return answer.rawPayload.length;
};
for (let i = 0; i < 20; i += 1) {
  await once();
}
const times: number[] = [];
let bytes = 0;
const cpu = process.cpuUsage();
for (let i = 0; i < RUNS; i += 1) {
  const start = performance.now();
  bytes = await once();
  times.push(performance.now() - start);
}
const used = process.cpuUsage(cpu);
times.sort((a, b) => a - b);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
console.info(
  `PDF ${RUNS} gånger: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, CPU ${((used.user + used.system) / RUNS / 1000).toFixed(1)} ms per PDF, ${bytes} byte; belastning ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await t.close();

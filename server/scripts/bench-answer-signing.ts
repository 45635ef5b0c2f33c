// `pnpm --filter ./server exec tsx scripts/bench-answer-signing.ts`: the server CPU that
// signing adds to one third-party answer (issue 31 target: at most 0.3 ms at p50), measured
// on the signer itself: canonical JSON (RFC 8785) and an ES256 JWS over a power as the API
// answers it, and a page of 20: what canonical writing costs over JSON.stringify, plus the
// signature. Figures, not a test.
import os from 'node:os';
import canonicalize from 'canonicalize';
import { newAnswerKey } from '../src/answer-signing/answer-keys';
import { createAnswerSigner } from '../src/answer-signing/answer-signer';

const power = {
  id: 'b3f1c2a4-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  skapadTidpunkt: '2026-03-02T09:00:00.000Z',
  rubrik: 'Fordonsärenden',
  skapare: { id: '198112289874' },
  tredjeman: { id: '2021005448', namn: 'Fordonsverket' },
  fullmaktsgivare: { id: '198112289874', typ: 'pnr', namn: 'Anna Andersson' },
  fullmaktsgivarroll: 'Privat',
  fullmaktshavare: [{ id: '199001012385', typ: 'pnr', namn: 'Lena Larsson' }],
  giltigFrom: '2026-03-02',
  giltigTom: '2026-12-31',
  status: 'UNDERSKRIVEN',
  signatarer: [{ id: '198112289874', namn: 'Anna Andersson', tidpunkt: '2026-03-02T09:00:00Z' }],
  behorigheter: [
    { kod: 'fordon.se', rubrik: 'Se fordon', beskrivning: 'Får se uppgifter om fordonen.' },
    { kod: 'dela.vidare', rubrik: 'Dela vidare', beskrivning: 'Får dela fullmakten ett led.' },
  ],
  transportfullmakt: false,
  ursprung: { mall: { id: 'fordon-arenden' } },
};
const answers = {
  power,
  'page of 20': { fullmakter: Array.from({ length: 20 }, () => structuredClone(power)), total: 20 },
};
const signer = createAnswerSigner([newAnswerKey(new Date(0))], () => new Date());
console.info(`load average (1 min): ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores`);
/** CPU ms of one call of `f`, per call, at p50/p95/p99 over 5 000 calls after 2 000 unmeasured. */
async function cpuOf(f: () => Promise<unknown>): Promise<(q: number) => number> {
  for (let i = 0; i < 2000; i += 1) {
    await f();
  }
  const cpu: number[] = [];
  for (let i = 0; i < 5000; i += 1) {
    const before = process.cpuUsage();
    await f();
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  return (q) => cpu[Math.floor(q * (cpu.length - 1))] ?? 0;
}

const ms = (n: number) => n.toFixed(3);
for (const [name, answer] of Object.entries(answers)) {
  // What the route did before (JSON.stringify) and does now (canonical writing and signing).
  const plain = await cpuOf(() => Promise.resolve(JSON.stringify(answer)));
  const signed = await cpuOf(() => signer.sign(canonicalize(answer) ?? ''));
  console.info(
    `${name} (${JSON.stringify(answer).length} B): CPU per answer, JSON.stringify p50 ${ms(plain(0.5))} ms; canonical + ES256 p50 ${ms(signed(0.5))} ms, p95 ${ms(signed(0.95))} ms; added at p50 ${ms(signed(0.5) - plain(0.5))} ms`,
  );
}

import { testDatabases } from '../testing/test-databases';
import { startTestApp, type TestApp } from '../testing/test-app';
import { startMetricsServer } from './metrics-server';

/** The value of one series in Prometheus' text format, or undefined. */
function series(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe.each(testDatabases())('metrics on $name', ({ name, open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await open());
  });
  afterAll(async () => {
    await t.close();
  });
  const scrape = () => t.app.metrics.registry.metrics();

  it("counts a request in its route's series: rate, status and latency", async () => {
    const route = 'method="GET",route="/api/konfiguration",status_code="200"';
    const before = series(await scrape(), 'fullmakt_http_request_duration_seconds_count', route);
    await t.app.inject({ method: 'GET', url: '/api/konfiguration' });
    await t.app.inject({ method: 'GET', url: '/api/konfiguration' });
    const text = await scrape();
    expect(series(text, 'fullmakt_http_request_duration_seconds_count', route)).toBe(
      (before ?? 0) + 2,
    );
    expect(series(text, 'fullmakt_http_request_duration_seconds_bucket', `le="10",${route}`)).toBe(
      (before ?? 0) + 2,
    );
  });

  it('labels a route by its pattern, never by the ids in the URL, and errors by status', async () => {
    await t.call(null, { method: 'GET', url: '/api/utkast-api/utkast/ett-hemligt-id' });
    const text = await scrape();
    expect(text).not.toContain('ett-hemligt-id');
    expect(
      series(
        text,
        'fullmakt_http_request_duration_seconds_count',
        'method="GET",route="/api/utkast-api/utkast/:fullmaktId",status_code="401"',
      ),
    ).toBe(1);
  });

  it('shows the outbox waiting and the scheduler runs', async () => {
    const { kysely } = t.app.deps.db;
    const due = new Date(t.clock.now.getTime() - 90_000).toISOString();
    await kysely
      .insertInto('utskick')
      .values({
        id: 'u1',
        handelse_id: 'h1',
        fullmakt_id: 'f1',
        mottagare_id: 'm1',
        typ: 'LEVERERAD',
        adress: 'a@exempel.se',
        status: 'KO',
        amne: 'Ämne',
        text: 'Text',
        lank: '/',
        skapad_tidpunkt: due,
        forsok: 0,
        nasta_forsok: due,
        paborjad_tidpunkt: null,
        skickad_tidpunkt: null,
        fel: null,
      })
      .execute();
    t.app.metrics.schedulerPass({ utkastRensning: 3 }, ['paminnelser']);
    t.app.metrics.outboxPass({ skickade: 2, misslyckade: 1, igen: 0 });
    const text = await scrape();
    expect(series(text, 'fullmakt_outbox_pending', 'status="KO"')).toBe(1);
    expect(series(text, 'fullmakt_outbox_pending', 'status="SKICKAS"')).toBe(0);
    expect(series(text, 'fullmakt_outbox_oldest_due_seconds', '')).toBeUndefined();
    expect(text).toMatch(/^fullmakt_outbox_oldest_due_seconds 90$/m);
    expect(series(text, 'fullmakt_outbox_notices_total', 'outcome="sent"')).toBe(2);
    expect(
      series(text, 'fullmakt_scheduler_job_runs_total', 'job="utkastRensning",result="ok"'),
    ).toBe(1);
    expect(series(text, 'fullmakt_scheduler_job_items_total', 'job="utkastRensning"')).toBe(3);
    expect(
      series(text, 'fullmakt_scheduler_job_runs_total', 'job="paminnelser",result="error"'),
    ).toBe(1);
  });

  it(`shows the database pool ${name === 'postgres' ? 'in use' : '(none on SQLite)'}`, async () => {
    const text = await scrape();
    if (name === 'postgres') {
      expect(series(text, 'fullmakt_db_pool_connections', 'state="max"')).toBe(10);
      expect(series(text, 'fullmakt_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
    } else {
      expect(series(text, 'fullmakt_db_pool_connections', 'state="max"')).toBeUndefined();
    }
  });

  it('serves them on a port of their own, GET /metrics only', async () => {
    const server = await startMetricsServer(t.app.metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('fullmakt_process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is not served on the public port', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { accept: 'text/plain' },
    });
    expect(res.body).not.toContain('fullmakt_http_request_duration_seconds');
  });
});

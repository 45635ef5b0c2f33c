// @vitest-environment node
import { Registry } from 'prom-client';
import { startMetricsServer } from './metrics-server';

describe('the metrics listener', () => {
  const token = 'prometheus-token-0123456789';

  it('answers GET /metrics only with the bearer token when one is set', async () => {
    const metrics = await startMetricsServer(new Registry(), { port: 0, host: '127.0.0.1', token });
    try {
      const url = `http://127.0.0.1:${metrics.port}/metrics`;
      const as = (authorization?: string) =>
        fetch(url, authorization ? { headers: { authorization } } : {});
      const without = await as();
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toBe('Bearer');
      expect((await as(`Bearer ${token}x`)).status).toBe(401);
      expect((await as(`Bearer ${token.slice(1)}`)).status).toBe(401);
      expect((await as(`Basic ${token}`)).status).toBe(401);
      expect((await as(`Bearer ${token}`)).status).toBe(200);
    } finally {
      await metrics.close();
    }
  });

  it('asks for nothing without a token (loopback, the default)', async () => {
    const metrics = await startMetricsServer(new Registry(), { port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).status).toBe(200);
    } finally {
      await metrics.close();
    }
  });
});

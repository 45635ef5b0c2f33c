import { AxiosError, CanceledError } from 'axios';
import { svaraHttp } from '../testing/http';
import { ApiError, arAvbruten, normaliseraFel } from './errors';
import { anropa, skicka } from './request';
import { FelSchema } from '../domain/fel';

const route = { method: 'GET', path: '/api/x' } as const;

describe('error normalisation', () => {
  it('keeps a catalogue code from the server body', async () => {
    svaraHttp(() => ({ status: 409, data: { kod: 'fullmakt.konflikt', meddelande: 'x' } }));
    await expect(skicka(route)).rejects.toMatchObject({
      kod: 'fullmakt.konflikt',
      status: 409,
      meddelande: 'x',
    });
  });

  it('maps an unknown server code to okant.fel and keeps it for logs', async () => {
    svaraHttp(() => ({ status: 400, data: { kod: 'nytt.fel' } }));
    await expect(skicka(route)).rejects.toMatchObject({ kod: 'okant.fel', serverKod: 'nytt.fel' });
  });

  it('maps a failure without a body to okant.fel', async () => {
    svaraHttp(() => ({ status: 500, data: '<html>' }));
    await expect(skicka(route)).rejects.toMatchObject({ kod: 'okant.fel', status: 500 });
  });

  it('maps no answer to network.error and a timeout to network.timeout', async () => {
    svaraHttp(() => ({ natverksfel: true }));
    await expect(skicka(route)).rejects.toMatchObject({ kod: 'network.error' });
    // The client sets no timeout (timeout 0), so no request here can run out: the mapping of
    // the codes axios gives a timed-out request is checked on its own.
    expect(normaliseraFel(new AxiosError('timeout', AxiosError.ECONNABORTED))).toMatchObject({
      kod: 'network.timeout',
    });
    expect(normaliseraFel(new AxiosError('timeout', AxiosError.ETIMEDOUT))).toMatchObject({
      kod: 'network.timeout',
    });
  });

  it('maps a reply that does not match the schema to okant.fel', async () => {
    svaraHttp(() => ({ data: { fel: true } }));
    await expect(anropa(route, FelSchema)).rejects.toMatchObject({
      kod: 'okant.fel',
      serverKod: 'ogiltigt.svar',
    });
  });

  it('passes cancellations through so callers can ignore them', async () => {
    svaraHttp(() => ({ data: {} }));
    const controller = new AbortController();
    controller.abort();
    const fel: unknown = await skicka(route, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(arAvbruten(fel)).toBe(true);
    expect(normaliseraFel(new CanceledError())).toBeInstanceOf(CanceledError);
  });

  it('wraps anything else as okant.fel', () => {
    expect(normaliseraFel(new Error('x'))).toMatchObject({ kod: 'okant.fel' });
    const apiFel = new ApiError('mall.saknas');
    expect(normaliseraFel(apiFel)).toBe(apiFel);
  });
});

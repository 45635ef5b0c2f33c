// A fake axios adapter for tests: records each request and answers from a handler.
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { httpKlient } from './client';

export interface Svar {
  status?: number;
  data?: unknown;
  /** Fail without an answer, with this axios error code. */
  natverksfel?: string;
}

export interface Inspelat {
  method: string;
  url: string;
  params: unknown;
  data: unknown;
  headers: AxiosHeaders;
}

export function installeraAdapter(handler: (req: Inspelat) => Svar | Promise<Svar>): Inspelat[] {
  const inspelade: Inspelat[] = [];
  httpKlient.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ): Promise<AxiosResponse> => {
    if (config.signal?.aborted) {
      throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    }
    const req: Inspelat = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers),
    };
    inspelade.push(req);
    const svar = await handler(req);
    if (svar.natverksfel !== undefined) {
      throw new AxiosError('nätverksfel', svar.natverksfel, config);
    }
    const response: AxiosResponse = {
      data: svar.data,
      status: svar.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError('fel', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };
  return inspelade;
}

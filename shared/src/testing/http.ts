// A fake HTTP layer for component tests: answers the shared client's calls from a handler
// and records them. A failed answer is thrown the way axios throws it (isAxiosError with
// the response), so the shared client's error mapping runs as in the browser.
import { httpKlient } from '../api/client';

type Adapter = Extract<
  NonNullable<typeof httpKlient.defaults.adapter>,
  (...args: never[]) => unknown
>;
type Config = Parameters<Adapter>[0];

export interface Anrop {
  method: string;
  url: string;
  params: unknown;
  data: unknown;
}

export interface Svar {
  status?: number;
  data?: unknown;
  /** Fail without an answer, as when the network is down. */
  natverksfel?: boolean;
  /** Answer only when this settles, to see the page while the call is under way. */
  vanta?: Promise<void>;
}

export function fakeHttp(handler: (anrop: Anrop) => Svar): Anrop[] {
  const inspelade: Anrop[] = [];
  const adapter = async (config: Config) => {
    const anrop: Anrop = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
    };
    inspelade.push(anrop);
    const svar = handler(anrop);
    if (svar.vanta) {
      await svar.vanta;
    }
    if (svar.natverksfel === true) {
      throw Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        code: 'ERR_NETWORK',
        config,
      });
    }
    const response = {
      data: svar.data,
      status: svar.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    if (response.status >= 300) {
      throw Object.assign(new Error(`HTTP ${response.status}`), {
        isAxiosError: true,
        response,
        config,
      });
    }
    return Promise.resolve(response);
  };
  httpKlient.defaults.adapter = adapter as Adapter;
  return inspelade;
}

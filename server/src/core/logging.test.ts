import { Writable } from 'node:stream';
import { API_ROUTES, fyllSokvag } from '@fullmakt/shared/domain';
import { openDatabase } from '../db/database';
import { orgnr } from '../seed/companies';
import { seedPeople, testPerson as p } from '../seed/people';
import { OidcTestClient } from '../testing/oidc-client';
import { startTestApp } from '../testing/test-app';

describe('logs', () => {
  it('carry a request id and never a personal identity number, through login and API calls', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }), {
      logLevel: 'info',
      logStream,
    });
    try {
      const client = new OidcTestClient(t);
      const { location } = await client.loginWithMock({
        personnummer: `${p.per.slice(0, 8)}-${p.per.slice(8)}`,
      });
      const code = OidcTestClient.fragment(location ?? new URL('http://x')).get('code') ?? '';
      const { access_token } = (await client.exchange(code)).json<{ access_token: string }>();
      await client.request(
        'GET',
        '/oauth2/userinfo',
        undefined,
        client.authorized('GET', '/oauth2/userinfo', access_token),
      );
      // The sole trader's organisation number is his personnummer: it must not leak either.
      await t.call(p.per, {
        method: 'GET',
        url: `${fyllSokvag(API_ROUTES.fullmakt.path, { orgnummer: orgnr.perSnickeri, id: 'x' })}?utdelning=current`,
      });
      await t.call(p.per, {
        method: 'POST',
        url: API_ROUTES.sokFullmakter.path,
        payload: { filter: { fullmaktsgivare: { id: p.per }, page: { page: 0, size: 5 } } },
      });
      await t.call(p.elsa, { method: 'POST', url: API_ROUTES.engagemang.path });
    } finally {
      await t.close();
    }
    const all = lines.join('');
    const ids = lines.map((l) => (JSON.parse(l) as { reqId?: string }).reqId).filter(Boolean);
    expect(new Set(ids).size).toBeGreaterThan(3);
    expect(lines.length).toBeGreaterThan(10);
    expect(JSON.parse(lines[0] ?? '{}')).toHaveProperty('reqId');
    for (const person of seedPeople) {
      expect(all).not.toContain(person.id);
      expect(all).not.toContain(person.id.slice(2));
      expect(all).not.toContain(`${person.id.slice(0, 8)}-${person.id.slice(8)}`);
    }
  });
});

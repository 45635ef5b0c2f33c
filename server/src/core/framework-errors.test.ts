import { allmannaTexter } from '@fullmakt/shared/texts';
import { openDatabase } from '../db/database';
import { startTestApp, type TestApp } from '../testing/test-app';

describe("the router's own refusals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(openDatabase({ sqliteFile: ':memory:' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a path value longer than the router takes is 404 in Swedish JSON, the path not quoted', async () => {
    const long = 'x'.repeat(300);
    const answer = await t.call(null, {
      method: 'POST',
      url: `/api/dfm/tredjeman/${long}/mallar`,
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ kod: 'okant.fel', meddelande: allmannaTexter.hittadesInte });
  });

  it('a URL that cannot be decoded is 400 in Swedish JSON', async () => {
    const answer = await t.call(null, { method: 'GET', url: '/api/utkast-api/utkast/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ kod: 'okant.fel', meddelande: allmannaTexter.hittadesInte });
  });
});

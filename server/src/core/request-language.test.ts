import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';

/**
 * Error answers in the request's language: a GET refused by its schema and a POST refused
 * after its body was read (a body is read in the socket's events, outside the hook that
 * set the language: the answer must still have it).
 */
describe("the server's answers in the request's language", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ logLevel: 'silent' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A check of a code that is no string: refused by the schema once the body is read. */
  const refusal = (headers: Record<string, string>) => {
    const xsrf = app.deps.xsrf.issue();
    return app.inject({
      method: 'POST',
      url: '/api/verifiera',
      headers: {
        ...headers,
        cookie: [headers.cookie, `XSRF-TOKEN=${xsrf}`].filter(Boolean).join('; '),
        'x-xsrf-token': xsrf,
      },
      payload: { kod: 3 },
    });
  };

  it('is Swedish without a header, and for a Swedish one', async () => {
    expect((await refusal({})).json()).toMatchObject({
      kod: 'fullmakt.ogiltig',
      meddelande: 'Fullmakten är ogiltig.',
    });
    expect(
      (await refusal({ 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' })).json().meddelande,
    ).toBe('Fullmakten är ogiltig.');
  });

  it('is English for a request that asks for it, body read or not', async () => {
    const posted = await refusal({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toMatchObject({
      kod: 'fullmakt.ogiltig',
      meddelande: 'The power of attorney is not valid.',
    });
  });

  it("takes the visitor's choice on this site first, and serves a page without one in Swedish", async () => {
    expect(
      (await refusal({ 'accept-language': 'sv', cookie: 'fullmakt-sprak=en' })).json().meddelande,
    ).toBe('The power of attorney is not valid.');
    // Not an API call: a page, or a refusal on the way to one, whatever the browser's setting.
    const page = await app.inject({ url: '/sprak/fi', headers: { 'accept-language': 'en' } });
    expect(page.json().meddelande).toBe('Fullmakten är ogiltig.');
    const chosen = await app.inject({ url: '/sprak/fi', cookies: { 'fullmakt-sprak': 'en' } });
    expect(chosen.json().meddelande).toBe('The power of attorney is not valid.');
  });

  it('keeps requests apart when they overlap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refusal({ 'accept-language': i % 2 ? 'en' : 'sv' })),
    );
    answers.forEach((answer, i) =>
      expect(answer.json().meddelande).toBe(
        i % 2 ? 'The power of attorney is not valid.' : 'Fullmakten är ogiltig.',
      ),
    );
  });
});

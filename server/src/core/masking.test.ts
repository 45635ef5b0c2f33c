// @vitest-environment node
import { maskLogLine, maskText, maskUrl } from './masking';

const jwt =
  'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiIxOTg1MDQxOTgzNTIiLCJuYW1lIjoiTWlrYWVsIE9sc3NvbiJ9.' +
  'MEUCIQDx3mZ0r9Qf8sV4yLk2nW7pA1bC5dE6fG7hI8jK9lM0nOAiB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1wX2yZ3aB4cD5eF';
const ticket = 'q2Xr9LkPz0-Vb7Nw_Yt4Hs1Jd6Fg3Mc8';

describe('maskText', () => {
  // Each form of a personnummer, samordningsnummer and orgnr a log could meet.
  const identityForms: [string, string][] = [
    ['12 digits', 'id 197803122386 ok'],
    ['10 digits', 'id 7803122386 ok'],
    ['hyphen', '19780312-2386'],
    ['short hyphen', '780312-2386'],
    ['plus (100 or older)', '780312+2386'],
    ['space', '19780312 2386'],
    ['two spaces', '19780312  2386'],
    ['spaced hyphen', '19780312 - 2386'],
    ['en dash', '19780312–2386'],
    ['dot', '19780312.2386'],
    ['underscore', '19780312_2386'],
    ['date with hyphens', '1978-03-12-2386'],
    ['date with spaces', '1978 03 12 2386'],
    ['letters before', 'pnr197803122386'],
    ['letters after', '197803122386abc'],
    ['letters both sides', 'x19780312-2386y'],
    ['URL-encoded hyphen', 'a=19780312%2D2386'],
    ['URL-encoded space', 'a=19780312%202386'],
    ['query plus for space', '?pnr=19780312+2386&x=1'],
    ['in a path', '/x/197803122386/y'],
    ['samordningsnummer', '197803722386'],
    ['samordningsnummer hyphen', '780372-2386'],
    ['orgnr', '5560360793'],
    ['orgnr hyphen', '556036-0793'],
    ['orgnr with 16', '165560360793'],
    ['VAT number', 'SE556036079301'],
    ['glued to more digits', '1197803122386'],
    ['two in a row', '197803122386197803122386'],
    ['in JSON', '{"pnr":"197803122386"}'],
  ];
  it.each(identityForms)('masks an identity number: %s', (_form, text) => {
    const masked = maskText(text);
    expect(masked).toContain('[id]');
    expect(masked.replace(/\D/g, '')).not.toMatch(/2386|0793/);
  });

  const tokenForms: [string, string][] = [
    ['a JWT (an ID token)', `/oauth2/logout?x=${jwt}`],
    ['a JWT header alone', 'eyJhbGciOiJFUzI1NiJ9'],
    ['a signing ticket in a path', `/signeringstjanst/${ticket}`],
    ['an authorization code', 'code dZ0mXyP9Lq2VbN7wTr4KsH1jF6gC3eM8uA5oI0pY'],
    ['standard base64', 'MEUCIQDx3mZ0r9Qf8sV4yLk2nW7pA1bC5dE6fG7hI8jK9/+lM0nO=='],
    ['long hex', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
  ];
  it.each(tokenForms)('masks a token: %s', (_form, text) => {
    const masked = maskText(text);
    expect(masked).toContain('[token]');
    expect(masked).not.toMatch(/eyJ|q2Xr9|dZ0mX|MEUCIQ|9f86d0/);
  });

  const kept: [string, string][] = [
    ['a UUID', '/api/fullmakter/3f2a9c1b-0d4e-4f5a-9b6c-7d8e9f0a1b2c'],
    ['route words', '/api/partanslutning-api/organisationer/engagemang'],
    ['a camelCase name in a stack', 'at validateRequestBodySchema (node_modules/x.js:1:2)'],
    ['an error code', 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    ['an ISO time', '2026-11-27T12:46:59.123Z'],
    ['a fraction', '3.45678912345678'],
    ['a short number', 'page=2&size=20'],
  ];
  it.each(kept)('keeps what names no one: %s', (_form, text) => {
    expect(maskText(text)).toBe(text);
  });
});

describe('maskUrl', () => {
  it('drops credentials by name whatever their form, and masks the rest', () => {
    expect(
      maskUrl(
        `/oauth2/logout?id_token_hint=short&post_logout_redirect_uri=https%3A%2F%2Fx.se%2F&state=abc&client_id=fullmakt-web`,
      ),
    ).toBe(
      '/oauth2/logout?id_token_hint=[dold]&post_logout_redirect_uri=https%3A%2F%2Fx.se%2F&state=[dold]&client_id=fullmakt-web',
    );
    expect(maskUrl('/login?code=abc&state=def&iss=x')).toBe(
      '/login?code=[dold]&state=[dold]&iss=x',
    );
    // What only describes the request stays readable.
    expect(maskUrl('/oauth2/authorize?code_challenge_method=S256&response_mode=fragment')).toBe(
      '/oauth2/authorize?code_challenge_method=S256&response_mode=fragment',
    );
    expect(maskUrl('/underskrift/resultat?bvebiljett=kort')).toBe(
      '/underskrift/resultat?bvebiljett=[dold]',
    );
    expect(maskUrl(`/x?ticket=1&token=2&nonce=3&code_verifier=4&login_hint=5`)).toBe(
      '/x?ticket=[dold]&token=[dold]&nonce=[dold]&code_verifier=[dold]&login_hint=[dold]',
    );
    expect(maskUrl('/x/197803122386?utdelning=current&q=780312-2386')).toBe(
      '/x/[id]?utdelning=current&q=[id]',
    );
    expect(maskUrl(`/signeringstjanst/${ticket}`)).toBe('/signeringstjanst/[token]');
  });
});

describe('maskLogLine', () => {
  it('leaves a clean line as it is and keeps the time', () => {
    const line = '{"level":30,"time":1764246419123,"reqId":"a","msg":"klar"}\n';
    expect(maskLogLine(line)).toBe(line);
  });

  it("keeps a trusted proxy's request id (nginx: 32 hex digits) to follow a call by", () => {
    const line = `${JSON.stringify({ level: 30, time: 1, reqId: '9f86d081884c7d659a2feaa0c55ad015', msg: 'x' })}\n`;
    expect(maskLogLine(line)).toBe(line);
    const withToken = `${JSON.stringify({ level: 30, time: 1, reqId: '9f86d081884c7d659a2feaa0c55ad015', msg: `/signeringstjanst/${ticket}` })}\n`;
    expect(JSON.parse(maskLogLine(withToken))).toMatchObject({
      reqId: '9f86d081884c7d659a2feaa0c55ad015',
      msg: '/signeringstjanst/[token]',
    });
  });

  it('masks strings, numbers and keys and keeps the line valid JSON', () => {
    const line = `${JSON.stringify({
      level: 50,
      time: 1764246419123,
      pnr: 197803122386,
      [`p197803122386`]: 1,
      err: { message: `ogiltig ${jwt} för 19780312 2386`, idToken: 'kort' },
      list: ['pnr197803122386'],
    })}\n`;
    const masked = maskLogLine(line);
    expect(masked.endsWith('\n')).toBe(true);
    expect(JSON.parse(masked)).toEqual({
      level: 50,
      time: 1764246419123,
      pnr: '[id]',
      'p[id]': 1,
      err: { message: 'ogiltig [token] för [id]', idToken: '[dold]' },
      list: ['pnr[id]'],
    });
  });
});

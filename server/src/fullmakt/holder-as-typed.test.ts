import { API_ROUTES } from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

// Issue 36 items 20 and 9: the holder lookup reads a personnummer as the user means it
// (the hint's 12 digits, a trailing space, 10 digits) and takes an organisationsnummer,
// answering the company's name from the register, as "Så fungerar det" and the FAQ promise.
describe.each(testDatabases())('a holder as typed on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const lookUp = (personnummer: string) =>
    t.call(p.anna, {
      method: 'POST',
      url: API_ROUTES.personuppslag.path,
      payload: { personnummer },
    });

  it.each(['199007302426', '19900730-2426 ', '900730-2426', ' 9007302426'])(
    'reads %j as Lena’s number',
    async (typat) => {
      const res = await lookUp(typat);
      expect(res.statusCode).toBe(200);
      // Read as her number; no name, for anyone (issue 38: a protected identity stands out).
      expect(res.json()).toEqual({ id: p.lena, typ: 'pnr' });
    },
  );

  it('answers an organisation by its number, with the register name', async () => {
    const res = await lookUp('556934-5670');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: '5569345670',
      typ: 'orgnr',
      namn: 'Gröna Dalen Konsult AB',
    });
  });

  it('says an unknown organisation does not exist', async () => {
    // A valid check digit, no such company.
    const res = await lookUp('556000-0001');
    expect(res.json().meddelande).toBe('Organisationsnumret finns inte.');
  });
});

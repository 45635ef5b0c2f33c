import { API_ROUTES, fyllSokvag, type Utkast } from '@fullmakt/shared/domain';
import { signatarTexter } from '@fullmakt/shared/texts';
import { testPerson as p } from '../seed/people';
import { orgDraft } from '../testing/org-draft';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('a signing choice saved on a draft, on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const content = {
    fullmaktshavare: [{ id: p.mikael, typ: 'pnr' }],
    giltigFrom: '2026-03-02',
    giltigTom: '2026-12-31',
    behorigheter: ['tillstand.ansoka', 'tillstand.komplettera'],
  };
  const put = (id: string, body: object) =>
    t.call(p.anna, {
      method: 'PUT',
      url: fyllSokvag(API_ROUTES.uppdateraUtkast.path, { fullmaktId: id }),
      payload: body,
    });
  const read = async (id: string) =>
    (
      await t.call(p.anna, {
        method: 'GET',
        url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: id }),
      })
    ).json<Utkast>();

  it('keeps the option and the signatories, so the draft resumes with them anywhere', async () => {
    const draft = await orgDraft(t);
    const saved = await put(draft.id, {
      ...content,
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.erik }],
    });
    expect(saved.statusCode).toBe(200);
    const modell = (await read(draft.id)).signeringsmodell;
    expect(modell?.signeringsval).toBe('nb-styrelsen');
    expect(modell?.underskrifter).toEqual([{ id: p.anna }, { id: p.erik }]);
    // A later save without a choice (an earlier step) leaves the saved one as it is.
    expect((await put(draft.id, content)).statusCode).toBe(200);
    expect((await read(draft.id)).signeringsmodell?.underskrifter).toEqual([
      { id: p.anna },
      { id: p.erik },
    ]);
    // Nobody is a signatory of the power until it is sent for signing.
    expect((await read(draft.id)).fullmakt.signatarer).toEqual([]);
  });

  it('refuses a choice the §5 rules refuse, in Swedish, and keeps the one saved before', async () => {
    const draft = await orgDraft(t);
    const alone = await put(draft.id, {
      ...content,
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }],
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ meddelande: signatarTexter.minst(2) });
    const unknown = await put(draft.id, {
      ...content,
      signeringsval: 'finns-inte',
      underskrifter: [{ id: p.anna }],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await read(draft.id)).signeringsmodell?.underskrifter).toBeUndefined();
  });
});

import { testPerson as p } from '../seed/people';
import { filledPermitDraft, orgDraft } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

describe.each(testDatabases())('signatory names on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores and shows no name for a representative with protected identity chosen by someone else', async () => {
    // Maria, a board member, gets a protected identity (sekretess) in the register.
    const db = t.app.deps.db.kysely;
    await db.updateTable('person').set({ sekretess: 1 }).where('id', '=', p.maria).execute();
    const filled = filledPermitDraft(await orgDraft(t));
    const first = await signAs(t, p.anna, filled, {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    const stored = await db
      .selectFrom('fullmakt_signatar')
      .select(['person_id', 'fornamn', 'namn'])
      .where('fullmakt_id', '=', filled.id)
      .orderBy('person_id')
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining([
        { person_id: p.anna, fornamn: 'Anna', namn: 'Lindqvist' },
        { person_id: p.maria, fornamn: '', namn: '' },
      ]),
    );
    expect(first.fullmakt?.signatarer).toContainEqual({
      fysiskPerson: { id: p.maria, typ: 'pnr' },
    });
    // Signed in full, she is one of the organisation's representatives, still unnamed.
    const second = await signAs(t, p.maria, first.fullmakt ?? filled);
    expect(second.fullmakt?.signatarer).toEqual([
      expect.objectContaining({
        juridiskSignatar: expect.objectContaining({
          foretradare: [
            { id: p.anna, typ: 'pnr', fornamn: 'Anna', namn: 'Lindqvist' },
            { id: p.maria, typ: 'pnr' },
          ],
        }),
      }),
    ]);
  });
});

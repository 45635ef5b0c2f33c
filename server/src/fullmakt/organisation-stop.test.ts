import {
  API_ROUTES,
  HistorikSvarSchema,
  fyllSokvag,
  type Fullmakt,
  type Utkast,
} from '@fullmakt/shared/domain';
import { fullmaktTexter } from '@fullmakt/shared/texts';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { filledPermitDraft, startOrgDraft } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { signedPrivatePower } from '../testing/signed-power';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/**
 * Issue 38 item 5, decided on purpose: any signatory of an organisation may stop its power
 * at once (revoke as grantor, return as holder), for safety; the history names who did, and
 * the organisation's other signatories are told. A draft is deleted only by its creator or
 * by someone who may sign alone. A chosen co-signatory signs only while the registry still
 * counts them in the chosen signing option. Nordisk Byggteknik AB: the board signs two of
 * four in union (Anna, Erik, Maria, Lars), the VD (Anna) alone.
 */
describe.each(testDatabases())('stopping an organisation’s power on $name', ({ open }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(await open());
  });
  afterEach(async () => {
    await t.close();
  });

  const notices = async (typ: string) =>
    (
      await t.app.deps.db.kysely
        .selectFrom('utskick')
        .select(['mottagare_id', 'text'])
        .where('typ', '=', typ)
        .orderBy('mottagare_id')
        .execute()
    ).map((n) => n.mottagare_id);

  const actorOf = async (as: string, id: string, typ: string) => {
    const res = await t.call(as, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.historik.path, { id }),
    });
    return HistorikSvarSchema.parse(res.json()).handelser.find((h) => h.typ === typ)?.aktor;
  };

  /** A power Nordisk Byggteknik gives Mikael, signed by Anna and Maria. */
  const delivered = async (): Promise<Fullmakt> => {
    const draft = (await startOrgDraft(t, p.anna)).json<Utkast>().fullmakt;
    const first = await signAs(t, p.anna, filledPermitDraft(draft), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(first.klar).toBe(false);
    const stored = await t.call(p.maria, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: draft.id }),
    });
    expect((await signAs(t, p.maria, stored.json<Utkast>().fullmakt)).klar).toBe(true);
    return draft;
  };

  it('lets Erik, who may only sign jointly, revoke at once; names him and tells the other signatories', async () => {
    const power = await delivered();
    const res = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterkalla.path, { id: power.id }),
    });
    expect(res.statusCode).toBe(200);
    expect((await actorOf(p.anna, power.id, 'ATERKALLAD'))?.id).toBe(p.erik);
    // Everyone else in the organisation's signing rules, not Erik himself; the holder as before.
    expect(await notices('ORGANISATIONENS_FULLMAKT_ATERKALLAD')).toEqual(
      [p.anna, p.maria, p.lars].sort(),
    );
    expect(await notices('FULLMAKT_ATERKALLAD')).toEqual([p.mikael]);
  });

  it('lets one signatory of a holding organisation return it, and tells the others', async () => {
    const power = await signedPrivatePower(
      t,
      p.mikael,
      { id: orgnr.nordiskByggteknik, typ: 'orgnr' },
      {
        giltigTom: '2027-03-01',
        behorigheter: ['fordon.se'],
      },
    );
    const res = await t.call(p.maria, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.aterlamna.path, { id: power.id }),
    });
    expect(res.statusCode).toBe(200);
    expect((await actorOf(p.mikael, power.id, 'ATERLAMNAD'))?.id).toBe(p.maria);
    expect(await notices('ORGANISATIONENS_FULLMAKT_ATERLAMNAD')).toEqual(
      [p.anna, p.erik, p.lars].sort(),
    );
    expect(await notices('FULLMAKT_ATERLAMNAD')).toEqual([p.mikael]);
  });

  it('deletes a draft only for its creator or someone who may sign alone', async () => {
    const remove = (as: string, id: string) =>
      t.call(as, {
        method: 'DELETE',
        url: fyllSokvag(API_ROUTES.taBortUtkast.path, { fullmaktId: id }),
      });
    const byAnna = (await startOrgDraft(t, p.anna)).json<Utkast>().fullmakt;
    // Erik and Maria sign only two together: not theirs to throw away.
    for (const other of [p.erik, p.maria]) {
      const refused = await remove(other, byAnna.id);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { kod: 'anvandare.obehorig', meddelande: fullmaktTexter.utkastKanInteTasBort },
      ]);
    }
    expect((await remove(p.anna, byAnna.id)).statusCode).toBe(204);
    // Erik's own draft: his to delete, and Anna's too, who signs alone as VD.
    const byErik = (await startOrgDraft(t, p.erik)).json<Utkast>().fullmakt;
    expect((await remove(p.maria, byErik.id)).statusCode).toBe(403);
    expect((await remove(p.anna, byErik.id)).statusCode).toBe(204);
    const eriksNext = (await startOrgDraft(t, p.erik)).json<Utkast>().fullmakt;
    expect((await remove(p.erik, eriksNext.id)).statusCode).toBe(204);
  });

  it('refuses a chosen co-signatory who has left the board since being chosen', async () => {
    const draft = (await startOrgDraft(t, p.anna)).json<Utkast>().fullmakt;
    const first = await signAs(t, p.anna, filledPermitDraft(draft), {
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.anna }, { id: p.maria }],
    });
    expect(first.klar).toBe(false);
    // Maria leaves the board: the registry no longer has her in the rule.
    await t.app.deps.db.kysely
      .deleteFrom('signeringsregel_person')
      .where('regel_id', '=', 'nb-styrelsen')
      .where('person_id', '=', p.maria)
      .execute();
    const stored = await t.call(p.maria, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: draft.id }),
    });
    const res = await t.call(p.maria, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: draft.id }),
      payload: { fullmakt: stored.json<Utkast>().fullmakt },
    });
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { kod: 'anvandare.obehorig', meddelande: fullmaktTexter.interLangreSignatar },
    ]);
  });
});

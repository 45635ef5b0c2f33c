import {
  API_ROUTES,
  fyllSokvag,
  type Fullmakt,
  type SkickaForUnderskriftSvar,
  type Utkast,
} from '@fullmakt/shared/domain';
import { skickaTexter } from '@fullmakt/shared/texts';
import { orgnr } from '../seed/companies';
import { testPerson as p } from '../seed/people';
import { filledPermitDraft, startOrgDraft } from '../testing/org-draft';
import { signAs } from '../testing/sign';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

/**
 * Who signs an organisation's power when its creator does not choose freely: a group in
 * which everyone is mandatory (its step is dropped, so no choice is sent), and a creator
 * who is not among the chosen signatories (SPEC §2 'sign, or sign and send'; §6).
 */
describe.each(testDatabases())('signatories chosen for or by others on $name', ({ open }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await open());
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = async (as: string, org: string): Promise<Fullmakt> =>
    filledPermitDraft((await startOrgDraft(t, as, org)).json<Utkast>().fullmakt);
  const ids = (f: Fullmakt | undefined) =>
    (f?.signatarer ?? []).map((s) => ('fysiskPerson' in s ? s.fysiskPerson.id : ''));

  it('signs for a group where everyone is mandatory with all its members, no choice sent', async () => {
    const f = await draft(p.mikael, orgnr.stigfinnarna);
    const result = await signAs(t, p.mikael, f, { signeringsval: 'if-firmatecknare' });
    expect(result).toMatchObject({ utfall: 'SIGNERAD', klar: false });
    expect(ids(result.fullmakt)).toEqual([p.mikael, p.lena]);
  });

  it('sends a power to the chosen signatories without the creator signing', async () => {
    const f = await draft(p.erik, orgnr.nordiskByggteknik);
    const body = {
      fullmakt: f,
      signeringsval: 'nb-styrelsen',
      underskrifter: [{ id: p.maria }, { id: p.lars }],
    };

    // 'Skriv under' by someone not chosen is refused, and nothing is sent.
    const sign = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.startaUnderskrift.path, { id: f.id }),
      payload: body,
    });
    expect(sign.statusCode).toBe(403);
    expect(sign.json()).toEqual({
      kod: 'fullmakt.underskrift.ogiltig',
      meddelande: skickaTexter.inteVald,
    });
    const still = await t.call(p.erik, {
      method: 'GET',
      url: fyllSokvag(API_ROUTES.utkast.path, { fullmaktId: f.id }),
    });
    expect(still.json<Utkast>().fullmakt.status).toBe('PABORJAD');

    // 'Skicka för underskrift' sends it: waiting for both, signed by no one.
    const send = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.skickaForUnderskrift.path, { id: f.id }),
      payload: body,
    });
    expect(send.statusCode).toBe(200);
    const sent = send.json<SkickaForUnderskriftSvar>().fullmakt;
    expect(sent.status).toBe('VANTAR_PA_UNDERSKRIFT');
    expect(ids(sent).sort()).toEqual([p.maria, p.lars].sort());
    expect(sent.signatarer.every((s) => s.underskriven === undefined)).toBe(true);
    // Both are told a power waits for their signature; Erik, who sent it, is not.
    const notices = await t.app.deps.db.kysely
      .selectFrom('utskick')
      .select(['mottagare_id', 'typ'])
      .where('fullmakt_id', '=', f.id)
      .execute();
    expect(notices.map((n) => n.mottagare_id).sort()).toEqual([p.maria, p.lars].sort());
    expect(notices.every((n) => n.typ === 'UNDERSKRIFT_VANTAR')).toBe(true);

    // Sent once: again is a conflict; Maria then signs what is stored.
    const again = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.skickaForUnderskrift.path, { id: f.id }),
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(await signAs(t, p.maria, sent)).toMatchObject({ utfall: 'SIGNERAD', klar: false });
  });

  it('sends only an organisation power, and only for someone who may manage it', async () => {
    const f = await draft(p.erik, orgnr.nordiskByggteknik);
    const outsider = await t.call(p.ali, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.skickaForUnderskrift.path, { id: f.id }),
      payload: {
        fullmakt: f,
        signeringsval: 'nb-styrelsen',
        underskrifter: [{ id: p.maria }, { id: p.lars }],
      },
    });
    expect(outsider.statusCode).toBe(404);
    const tooFew = await t.call(p.erik, {
      method: 'POST',
      url: fyllSokvag(API_ROUTES.skickaForUnderskrift.path, { id: f.id }),
      payload: { fullmakt: f, signeringsval: 'nb-styrelsen', underskrifter: [{ id: p.maria }] },
    });
    expect(tooFew.json()).toEqual({
      kod: 'fullmakt.underskrift.ogiltig',
      meddelande: 'Minst 2 personer ska skriva under',
    });
  });
});

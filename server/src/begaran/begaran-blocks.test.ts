import {
  API_ROUTES,
  BegaranListaSvarSchema,
  BlockeradeSvarSchema,
  fyllSokvag,
} from '@fullmakt/shared/domain';
import { testPerson as p } from '../seed/people';
import { sendBegaran, storedRequest } from '../testing/begaran';
import { startTestApp, type TestApp } from '../testing/test-app';
import { testDatabases } from '../testing/test-databases';

const nordiskByggteknik = '5567123459';

describe.each(testDatabases())(
  'blocked requesters and paged request lists on $name',
  ({ open }) => {
    let t: TestApp;
    beforeEach(async () => {
      t = await startTestApp(await open(), { settings: { begaranSvarMs: 0 } });
    });
    afterEach(async () => {
      await t.close();
    });

    const received = async (as: string, part = as, page?: { page: number; size: number }) => {
      const res = await t.call(as, {
        method: 'POST',
        url: API_ROUTES.mottagnaBegaranden.path,
        payload: { part: { id: part }, ...(page ? { page } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return BegaranListaSvarSchema.parse(res.json());
    };
    const blocked = async (as: string, part = as) => {
      const res = await t.call(as, {
        method: 'POST',
        url: API_ROUTES.blockeradeBegarare.path,
        payload: { part: { id: part } },
      });
      return { status: res.statusCode, body: res.json<unknown>() };
    };
    const unblock = (as: string, part: string, begarare: string) =>
      t.call(as, {
        method: 'POST',
        url: API_ROUTES.taBortBlockering.path,
        payload: { part: { id: part }, begarare: { id: begarare } },
      });
    /** Declines the newest open request from `from` to `part`, blocking its sender. */
    const declineAndBlock = async (as: string, from: string, part = as) => {
      const open = (await received(as, part)).begaranden.find((b) => b.begarare.id === from);
      const res = await t.call(as, {
        method: 'POST',
        url: fyllSokvag(API_ROUTES.avbojBegaran.path, { id: open?.id ?? '' }),
        payload: { blockera: true },
      });
      expect(res.statusCode).toBe(200);
    };

    it('lists whom the grantor blocked, and unblocking lets the requester reach it again', async () => {
      await sendBegaran(t, p.lena, p.anna);
      expect((await received(p.anna)).blockerade).toBe(0);
      expect(BlockeradeSvarSchema.parse((await blocked(p.anna)).body).blockerade).toEqual([]);
      await declineAndBlock(p.anna, p.lena);

      expect((await received(p.anna)).blockerade).toBe(1);
      expect(BlockeradeSvarSchema.parse((await blocked(p.anna)).body).blockerade).toEqual([
        { begarare: { id: p.lena, namn: 'Lena Persson' }, tidpunkt: t.clock.now.toISOString() },
      ]);
      // Nobody else sees or changes the grantor's blocks, the requester least of all.
      expect((await blocked(p.lena, p.anna)).status).toBe(403);
      expect((await unblock(p.lena, p.anna, p.lena)).statusCode).toBe(403);

      // Sent while blocked: it stays unreached after the block is lifted.
      await sendBegaran(t, p.lena, p.anna);
      const lifted = await unblock(p.anna, p.anna, p.lena);
      expect(lifted.statusCode).toBe(200);
      expect(BlockeradeSvarSchema.parse(lifted.json()).blockerade).toEqual([]);
      expect((await received(p.anna)).begaranden).toEqual([]);
      // A second unblock (a click again, a form sent again after Back) answers the same.
      expect((await unblock(p.anna, p.anna, p.lena)).statusCode).toBe(200);

      await sendBegaran(t, p.lena, p.anna);
      const after = await received(p.anna);
      expect(after.begaranden.map((b) => b.begarare.id)).toEqual([p.lena]);
      expect(after.blockerade).toBe(0);
    });

    it("shares an organisation's blocks among its firmatecknare", async () => {
      await sendBegaran(t, p.lena, nordiskByggteknik);
      await declineAndBlock(p.anna, p.lena, nordiskByggteknik);
      const seen = await blocked(p.erik, nordiskByggteknik);
      expect(BlockeradeSvarSchema.parse(seen.body).blockerade.map((b) => b.begarare.id)).toEqual([
        p.lena,
      ]);
      // Karin is no firmatecknare of it.
      expect((await blocked(p.karin, nordiskByggteknik)).status).toBe(403);
      expect((await unblock(p.karin, nordiskByggteknik, p.lena)).statusCode).toBe(403);
      expect((await unblock(p.erik, nordiskByggteknik, p.lena)).statusCode).toBe(200);
      expect(BlockeradeSvarSchema.parse((await blocked(p.anna, nordiskByggteknik)).body)).toEqual({
        blockerade: [],
      });
    });

    it('pages both lists, 20 by default, newest first, with the total', async () => {
      for (let i = 0; i < 23; i += 1) {
        await storedRequest(t, p.lena, p.anna);
        t.clock.now = new Date(t.clock.now.getTime() + 1000);
      }
      const first = await received(p.anna);
      expect(first.begaranden).toHaveLength(20);
      expect(first.page).toEqual({ number: 0, size: 20, totalElements: 23, totalPages: 2 });
      const second = await received(p.anna, p.anna, { page: 1, size: 20 });
      expect(second.begaranden).toHaveLength(3);
      const all = [...first.begaranden, ...second.begaranden].map((b) => b.skickad);
      expect(all).toEqual([...all].sort().reverse());
      expect(new Set([...first.begaranden, ...second.begaranden].map((b) => b.id)).size).toBe(23);

      const sent = await t.call(p.lena, {
        method: 'POST',
        url: API_ROUTES.skickadeBegaranden.path,
        payload: { part: { id: p.lena }, page: { page: 2, size: 10 } },
      });
      expect(BegaranListaSvarSchema.parse(sent.json()).begaranden).toHaveLength(3);
      expect(BegaranListaSvarSchema.parse(sent.json()).page.totalElements).toBe(23);
      // A page larger than 100 is the caller's mistake, answered in Swedish.
      const tooBig = await t.call(p.anna, {
        method: 'POST',
        url: API_ROUTES.mottagnaBegaranden.path,
        payload: { part: { id: p.anna }, page: { page: 0, size: 101 } },
      });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json<{ meddelande?: string }>().meddelande).toBeTruthy();
    });
  },
);

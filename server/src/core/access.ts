import { arFirmatecknare } from '@fullmakt/shared/domain';
import type { FullmaktRow } from '../fullmakt/fullmakt-dto';
import type { Reader } from '../historik/access-log';
import { orgsActedFor } from '../registries/engagemang';
import { signeringsalternativFor } from '../registries/signing-options';
import { forbidden } from './api-error';
import type { Caller } from './caller';
import type { AppDeps } from './deps';

type SeenRow = Pick<FullmaktRow, 'id' | 'fullmaktsgivare_id' | 'tredjeman_id'>;

/**
 * What one caller may reach. The server never trusts the browser's idea of who acts for
 * whom: every object route asks this class, and it asks the registries.
 */
export class Access {
  private orgs: Promise<Set<string>> | undefined;

  constructor(
    private readonly deps: AppDeps,
    readonly caller: Caller,
  ) {}

  /** The organisations the caller is registered in and may manage. */
  orgsActedFor(): Promise<Set<string>> {
    this.orgs ??= orgsActedFor(this.deps.db.kysely, this.caller.id, this.deps.settings);
    return this.orgs;
  }

  /**
   * The caller is this party: the person themself, or registered in the organisation.
   * A person with protected identity never acts as a private person here (SPEC §6).
   */
  async mayActFor(partyId: string): Promise<boolean> {
    if (partyId === this.caller.id) {
      return !this.caller.sekretess;
    }
    return (await this.orgsActedFor()).has(partyId);
  }

  async assertActsFor(partyId: string): Promise<void> {
    if (!(await this.mayActFor(partyId))) {
      throw forbidden();
    }
  }

  /** Private flows are barred for people with protected identity (SPEC §6). */
  assertMayUsePrivat(): void {
    if (this.caller.sekretess) {
      throw forbidden();
    }
  }

  /** Acting for oneself (Privat) or for an organisation as a signatory (firmatecknare). */
  async assertMayManage(partyId: string): Promise<void> {
    if (partyId === this.caller.id) {
      this.assertMayUsePrivat();
      return;
    }
    if (!(await this.isFirmatecknare(partyId))) {
      throw forbidden();
    }
  }

  async isFirmatecknare(orgnr: string): Promise<boolean> {
    const actsFor = (await this.orgsActedFor()).has(orgnr);
    if (!actsFor) {
      return false;
    }
    return arFirmatecknare(
      await signeringsalternativFor(this.deps.db.kysely, this.caller.id, orgnr, true),
    );
  }

  /** Grantor side: the grantor, or someone registered in the grantor organisation. */
  mayActForGrantor(row: Pick<FullmaktRow, 'fullmaktsgivare_id'>): Promise<boolean> {
    return this.mayActFor(row.fullmaktsgivare_id);
  }

  async holderIdsActedFor(fullmaktId: string): Promise<string[]> {
    const holders = await this.deps.db.kysely
      .selectFrom('fullmakt_havare')
      .select('havare_id')
      .where('fullmakt_id', '=', fullmaktId)
      .execute();
    const out: string[] = [];
    for (const h of holders) {
      if (await this.mayActFor(h.havare_id)) {
        out.push(h.havare_id);
      }
    }
    return out;
  }

  async isSignatory(fullmaktId: string): Promise<boolean> {
    const row = await this.deps.db.kysely
      .selectFrom('fullmakt_signatar')
      .select('person_id')
      .where('fullmakt_id', '=', fullmaktId)
      .where('person_id', '=', this.caller.id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** May see the power at all: grantor, holder, signatory or the third party itself. */
  async maySee(row: SeenRow): Promise<boolean> {
    return (await this.seesAs(row)) !== undefined;
  }

  /**
   * How the caller sees the power: as one of its parties (grantor side, signatory, holder),
   * as its third party only (a read the grantor is shown, historik/access-log.ts), or not.
   */
  async seesAs(row: SeenRow): Promise<'part' | 'tredjeman' | undefined> {
    if ((await this.mayActForGrantor(row)) || (await this.isSignatory(row.id))) {
      return 'part';
    }
    if ((await this.holderIdsActedFor(row.id)).length > 0) {
      return 'part';
    }
    return (await this.mayActFor(row.tredjeman_id)) ? 'tredjeman' : undefined;
  }

  /**
   * May read as the third party itself (its own lists): an official registered in the
   * third party's organisation.
   */
  mayReadAsThirdParty(tredjemanId: string): Promise<boolean> {
    return this.mayActFor(tredjemanId);
  }

  /** The caller as the record of who looked names them: a person signed in. */
  reader(): Reader {
    return { typ: 'person', personId: this.caller.id };
  }
}

import type { FullmaktRow } from '../fullmakt/fullmakt-dto';
import { Access } from '../core/access';
import type { AppDeps } from '../core/deps';
import type { Reader } from '../historik/access-log';
import type { MachineClient } from './machine-clients';

/**
 * What a third party's system reaches: the powers made out to its own third party, nothing
 * else. It acts for no party and signs nothing; every check of a person's rights says no,
 * so a route that is opened to machine clients by mistake refuses them all the same.
 */
export class ClientAccess extends Access {
  constructor(
    deps: AppDeps,
    readonly client: MachineClient,
  ) {
    // Not a person: an id no party has, a name for the log, and never acting as a private person.
    super(deps, {
      id: `klient:${client.clientId}`,
      typ: 'orgnr',
      fornamn: client.clientId,
      efternamn: '',
      sekretess: true,
      idp: 'private_key_jwt',
    });
  }

  override orgsActedFor(): Promise<Set<string>> {
    return Promise.resolve(new Set());
  }

  override mayActFor(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override isFirmatecknare(): Promise<boolean> {
    return Promise.resolve(false);
  }

  override holderIdsActedFor(): Promise<string[]> {
    return Promise.resolve([]);
  }

  override isSignatory(): Promise<boolean> {
    return Promise.resolve(false);
  }

  /** Only a power made out to the client's own third party, and only as that third party. */
  override seesAs(row: Pick<FullmaktRow, 'tredjeman_id'>): Promise<'tredjeman' | undefined> {
    return Promise.resolve(row.tredjeman_id === this.client.tredjeman ? 'tredjeman' : undefined);
  }

  override mayReadAsThirdParty(tredjemanId: string): Promise<boolean> {
    return Promise.resolve(tredjemanId === this.client.tredjeman);
  }

  override reader(): Reader {
    return { typ: 'klient', clientId: this.client.clientId };
  }
}

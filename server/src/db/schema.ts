/*
 * Table types for Kysely. Both dialects store the same way: booleans as 0/1 integers,
 * instants as ISO-8601 text and dates as yyyy-mm-dd text, so every query and every
 * test is identical on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface PersonTable {
  /** 12 digits, no hyphen: personnummer or samordningsnummer. */
  id: string;
  typ: string;
  fornamn: string;
  efternamn: string;
  fodelsedatum: string;
  sekretess: number;
}

export interface ForetagTable {
  orgnr: string;
  namn: string;
  foretagsform: string;
}

export interface EngagemangTable {
  person_id: string;
  orgnr: string;
  kalla: string;
  roll: string;
}

/** A registry source that fails or answers incompletely for one person. */
export interface KallaStorningTable {
  person_id: string;
  kalla: string;
  typ: string;
}

export interface SigneringsregelTable {
  id: string;
  orgnr: string;
  kalla: string;
  typ: string;
  namn: string;
  rubrik: string;
  min: number;
  max: number | null;
}

export interface SigneringsregelPersonTable {
  regel_id: string;
  person_id: string;
  obligatorisk: number;
}

export interface ForetagHinderTable {
  orgnr: string;
  kalla: string;
  kod: string;
}

export interface TredjemanTable {
  id: string;
  namn: string;
  typ: string;
}

/** Which actions a caller in a role may take with a third party (skapa, visa, ...). */
export interface TredjemanBehorighetTable {
  tredjeman_id: string;
  roll: string;
  atgard: string;
}

export interface MallTable {
  id: string;
  tredjeman_id: string;
  rubrik: string;
  beskrivning: string;
  status: string;
  /** Comma-separated principal roles the template allows (Organisation, Privat). */
  fullmaktsgivarroll: string;
  /** 1 if a power from this template may carry the right to share onward. */
  transportfullmakt: number;
}

export interface MallBehorighetTable {
  mall_id: string;
  kod: string;
  rubrik: string;
  beskrivning: string;
  obligatorisk: number;
  index: number;
}

export interface FullmaktTable {
  id: string;
  status: string;
  skapad_tidpunkt: string;
  andrad_tidpunkt: string;
  rubrik: string;
  skapare_id: string;
  tredjeman_id: string;
  mall_id: string;
  fullmaktsgivare_id: string;
  fullmaktsgivare_typ: string;
  fullmaktsgivare_fornamn: string | null;
  fullmaktsgivare_namn: string;
  fullmaktsgivarroll: string;
  giltig_from: string | null;
  giltig_tom: string | null;
  transportfullmakt: number;
  ursprung_fullmakt_id: string | null;
  /** Depth of onward sharing: 0 for a power made from a template. */
  led: number;
  signeringsalternativ_id: string | null;
  /** The signatories chosen on a draft, a JSON list of ids (0014). */
  valda_signatarer: string | null;
  senaste_underskrift: string | null;
  registrerad_tidpunkt: string | null;
  avslutad_tidpunkt: string | null;
  /** Lower-cased heading, names and ids, for text search. */
  sok_text: string;
  /** Read copy of holders, permissions and signatories (see innehall.ts). */
  innehall: string;
}

export interface FullmaktHavareTable {
  fullmakt_id: string;
  havare_id: string;
  typ: string;
  fornamn: string | null;
  namn: string;
  index: number;
  /** The power's creation time, copied so a holder's list is read in order from an index. */
  skapad_tidpunkt: string;
  /** The power's search text, copied for the same reason. */
  sok_text: string;
}

export interface FullmaktBehorighetTable {
  fullmakt_id: string;
  kod: string;
  rubrik: string;
  beskrivning: string;
  index: number;
}

export interface FullmaktSignatarTable {
  fullmakt_id: string;
  person_id: string;
  fornamn: string;
  namn: string;
  obligatorisk: number;
  underskriven_tidpunkt: string | null;
}

export interface UnderskriftTable {
  biljett: string;
  fullmakt_id: string;
  person_id: string;
  status: string;
  skapad_tidpunkt: string;
  avslutad_tidpunkt: string | null;
  kvittensnummer: string | null;
}

export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: number | null;
  consumed_at: number | null;
  /** The person the row belongs to (payload.accountId), where it has one (0017). */
  account_id: string | null;
}

/** A DPoP proof's jti, remembered until `utgar` (ms) so a replay is refused (0016). */
export interface DpopBevisTable {
  jti: string;
  utgar: number;
}

export interface RaderadFullmaktTable {
  id: string;
  fullmaktsgivare_id: string;
  raderad_tidpunkt: string;
}

/** One state change of a power (see historik/handelse-store.ts). Never updated or deleted. */
export interface FullmaktHandelseTable {
  id: string;
  fullmakt_id: string;
  typ: string;
  tidpunkt: string;
  ordning: number;
  aktor_id: string | null;
  /** JSON array of party ids. */
  berorda: string;
  annan_fullmakt_id: string | null;
}

/** One read of a power by its third party (historik/access-log.ts). Never updated or deleted. */
export interface FullmaktAtkomstTable {
  id: string;
  fullmakt_id: string;
  tidpunkt: string;
  /** Swedish calendar day of `tidpunkt`, yyyy-mm-dd. */
  dag: string;
  tredjeman_id: string;
  lasare_typ: 'klient' | 'person' | 'kod';
  lasare_id: string | null;
  vad: 'fullmakt' | 'lista';
}

/** The contact register: a party's e-mail address, when it has one. */
export interface KontaktTable {
  part_id: string;
  epost: string;
}

/** One notice to one recipient (see avisering/outbox-worker.ts for the statuses). */
export interface UtskickTable {
  id: string;
  handelse_id: string;
  fullmakt_id: string;
  mottagare_id: string;
  typ: string;
  adress: string | null;
  status: string;
  amne: string;
  text: string;
  /** Path in the service, joined to the public origin when sent. */
  lank: string;
  skapad_tidpunkt: string;
  forsok: number;
  nasta_forsok: string;
  paborjad_tidpunkt: string | null;
  skickad_tidpunkt: string | null;
  fel: string | null;
  /** The language the notice is written in, its recipient's (0021); `sv` before. */
  sprak: Generated<string>;
}

/** A person's chosen language, `sv` or `en` (0021, core/language-preference.ts). */
export interface PersonSprakTable {
  person_id: string;
  sprak: string;
  andrad_tidpunkt: string;
}

/** A scheduled job's last claimed period (see scheduler/scheduler.ts). */
export interface SchemalagtJobbTable {
  namn: string;
  period: string;
  process: string;
  paborjad_tidpunkt: string;
}

/** An Idempotency-Key of one caller and the answer its write got (migration 0010). */
export interface IdempotensnyckelTable {
  anropare_id: string;
  nyckel: string;
  /** sha256 of method, path and body: the same key with another request is refused. */
  begaran_hash: string;
  skapad_tidpunkt: string;
  /** The JSON answer; null between the write's commit and the answer being stored. */
  svar: string | null;
}

export interface SeedTable {
  name: string;
  applied_at: string;
}

/** A request for a power (migration 0018): a holder asks a grantor. */
export interface BegaranTable {
  id: string;
  begarare_id: string;
  skapare_id: string;
  givare_id: string;
  /** 0: reaches no grantor (see the migration); kept for its requester's list only. */
  levereras: number;
  tredjeman_id: string;
  mall_id: string;
  behorigheter: string;
  giltig_from: string;
  giltig_tom: string | null;
  meddelande: string;
  status: string;
  anledning: string | null;
  fullmakt_id: string | null;
  skapad_tidpunkt: string;
  upphor_tidpunkt: string;
  andrad_tidpunkt: string;
}

export interface BegaranBlockeringTable {
  givare_id: string;
  begarare_id: string;
  tidpunkt: string;
}

export interface Database {
  person: PersonTable;
  foretag: ForetagTable;
  engagemang: EngagemangTable;
  kalla_storning: KallaStorningTable;
  signeringsregel: SigneringsregelTable;
  signeringsregel_person: SigneringsregelPersonTable;
  foretag_hinder: ForetagHinderTable;
  tredjeman: TredjemanTable;
  tredjeman_behorighet: TredjemanBehorighetTable;
  mall: MallTable;
  mall_behorighet: MallBehorighetTable;
  fullmakt: FullmaktTable;
  fullmakt_havare: FullmaktHavareTable;
  fullmakt_behorighet: FullmaktBehorighetTable;
  fullmakt_signatar: FullmaktSignatarTable;
  underskrift: UnderskriftTable;
  oidc_payload: OidcPayloadTable;
  dpop_bevis: DpopBevisTable;
  seed: SeedTable;
  raderad_fullmakt: RaderadFullmaktTable;
  fullmakt_handelse: FullmaktHandelseTable;
  fullmakt_atkomst: FullmaktAtkomstTable;
  kontakt: KontaktTable;
  person_sprak: PersonSprakTable;
  utskick: UtskickTable;
  schemalagt_jobb: SchemalagtJobbTable;
  idempotensnyckel: IdempotensnyckelTable;
  begaran: BegaranTable;
  begaran_blockering: BegaranBlockeringTable;
}

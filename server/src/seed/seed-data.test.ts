import {
  arGiltigtOrganisationsnummer,
  arGiltigtPersonnummer,
  arGiltigtSamordningsnummer,
  arMyndig,
  tryTypaIdentitet,
} from '@fullmakt/shared/domain';
import { seedForetag } from './companies';
import { seedPeople } from './people';
import { soleTraderForetag, soleTraderPeople } from './sole-traders';
import { seedTredjeman } from './third-parties';

describe('seed data', () => {
  it('gives every person a valid personnummer or samordningsnummer', () => {
    for (const person of [...seedPeople, ...soleTraderPeople]) {
      const typ = tryTypaIdentitet(person.id)?.typ;
      const valid =
        typ === 'samnr' ? arGiltigtSamordningsnummer(person.id) : arGiltigtPersonnummer(person.id);
      expect({ id: person.id, valid }).toEqual({ id: person.id, valid: true });
    }
  });

  it('includes minors, sekretess and samordningsnummer', () => {
    const at = '2026-06-01';
    expect(seedPeople.filter((p) => !arMyndig(p.id, at)).length).toBeGreaterThanOrEqual(2);
    expect(seedPeople.some((p) => p.sekretess)).toBe(true);
    expect(
      seedPeople.filter((p) => tryTypaIdentitet(p.id)?.typ === 'samnr').length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('gives every company and third party a valid organisationsnummer', () => {
    for (const id of [
      ...[...seedForetag, ...soleTraderForetag].map((f) => f.orgnr),
      ...seedTredjeman.map((t) => t.id),
    ]) {
      expect({ id, valid: arGiltigtOrganisationsnummer(id) }).toEqual({ id, valid: true });
    }
  });

  it('has at least six third parties and every template state', () => {
    expect(seedTredjeman.length).toBeGreaterThanOrEqual(6);
    const states = new Set(seedTredjeman.flatMap((t) => t.mallar.map((m) => m.status)));
    expect([...states].sort()).toEqual([
      'AVPUBLICERAD',
      'OGILTIG',
      'PUBLICERAD',
      'SPARRAD',
      'UTKAST',
    ]);
  });
});

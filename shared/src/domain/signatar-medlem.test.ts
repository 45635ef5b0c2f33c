// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { personForMedlem, signatarerIGrupp } from './signatar-medlem';
import { ettSigneringsalternativ } from './test-fixtures';

describe('a signing group member as the power lists them (Signer/person: fysiskPerson)', () => {
  it('types the member by number and keeps the names the registry gave', () => {
    expect(
      personForMedlem({ id: '198112189876', obligatorisk: false, fornamn: 'Erik', namn: 'Ek' }),
    ).toStrictEqual({ id: '198112189876', typ: 'pnr', fornamn: 'Erik', namn: 'Ek' });
    expect(personForMedlem({ id: '197010632391', obligatorisk: true })).toStrictEqual({
      id: '197010632391',
      typ: 'samnr',
    });
    expect(personForMedlem({ id: '198112189876', obligatorisk: false, namn: 'Ek' })).toStrictEqual({
      id: '198112189876',
      typ: 'pnr',
      namn: 'Ek',
    });
  });

  it('takes a member whose number has no type for a person (pnr)', () => {
    expect(personForMedlem({ id: 'okänd', obligatorisk: false })).toStrictEqual({
      id: 'okänd',
      typ: 'pnr',
    });
  });

  it("lists the chosen members in the group's order, and only them", () => {
    const grupp = ettSigneringsalternativ();
    expect(signatarerIGrupp(grupp, ['196408233234', '198112189876', '200001011234'])).toStrictEqual(
      [
        { fysiskPerson: { id: '198112189876', typ: 'pnr' } },
        { fysiskPerson: { id: '196408233234', typ: 'pnr' } },
      ],
    );
    expect(signatarerIGrupp(grupp, [])).toStrictEqual([]);
  });
});

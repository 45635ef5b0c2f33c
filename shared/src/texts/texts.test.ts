// @vitest-environment node -- pure module, no DOM needed (jsdom start-up is the slowest part of the run).
import { API_FELKODER } from '../domain/error-codes';
import { apiFelmeddelande, apiFelmeddelanden } from './api-errors';
import { aviseringLankFor } from './avisering';
import { stegAv, stegTitel } from './labels';
import { fullmaktTexter, oauthTexter, underskriftTexter, allmannaTexter } from './messages';
import { skapandeFelTexter } from './validation';

describe('texts', () => {
  it('has a Swedish message for every API error code', () => {
    for (const kod of API_FELKODER) {
      expect(apiFelmeddelanden[kod].length).toBeGreaterThan(10);
    }
    expect(Object.keys(apiFelmeddelanden).sort()).toEqual([...API_FELKODER].sort());
  });

  it('gives every unusable-template code the same message', () => {
    const mall = [
      'mall.sparrad',
      'mall.avpublicerad',
      'mall.utkast',
      'mall.ogiltig',
      'mall.saknas',
    ].map(apiFelmeddelande);
    expect(new Set(mall).size).toBe(1);
    expect(mall[0]).toContain('Mallen kan inte användas');
  });

  it('reads an unknown code as okant.fel', () => {
    expect(apiFelmeddelande('nagot.annat')).toBe(apiFelmeddelanden['okant.fel']);
    expect(apiFelmeddelande('toString')).toBe(apiFelmeddelanden['okant.fel']);
  });

  it('keeps the verbatim strings', () => {
    expect(fullmaktTexter.sparaUtkastMisslyckades).toBe('Misslyckades med att spara utkastet');
    expect(underskriftTexter.problem).toBe('Problem vid underskrift');
    expect(allmannaTexter.ogiltigIdentitet).toBe('Ogiltig identitet');
    expect(skapandeFelTexter).toEqual({
      giltighetUtanFullmakt: 'Försök att ändra giltighetstid utan fullmakt',
      signeringsvalUtanFullmakt: 'Försök att spara signeringsval utan fullmakt',
      behorighetUtanFullmakt: 'Kan inte uppdatera behörighet utan fullmakt!',
      contextSaknas: 'Context saknas i fullmaktStore',
    });
    expect(Object.values(oauthTexter)).toEqual([
      'code parameter missing',
      'state parameter missing',
      'state mismatch',
      'Authentication error',
      'id token subject mismatch',
      'userinfo subject mismatch',
    ]);
    expect(
      fullmaktTexter.redanAterkalladEllerAterlamnad.startsWith(
        'Du kan inte återkalla/återlämna fullmakten eftersom någon redan har',
      ),
    ).toBe(true);
  });

  it("writes progress as 'Steg {step} av {total}'", () => {
    expect(stegAv(2, 6)).toBe('Steg 2 av 6');
    expect(stegTitel(1, 5, 'Välj tredje man')).toBe('Steg 1 av 5: Välj tredje man');
  });

  it('counts onward revocations', () => {
    expect(fullmaktTexter.aterkallade(0)).toBe('Fullmakten är återkallad.');
    expect(fullmaktTexter.aterkallade(2)).toContain('2 fullmakter');
    expect(fullmaktTexter.utgangen('Anna Ek')).toContain('Kontakta Anna Ek');
  });
});

describe('screen texts', () => {
  it('name the e-ID choices and the EU funding as the spec does', async () => {
    const { inloggningsmetodTexter, sidfotTexter, listTexter } = await import('./ui');
    expect(Object.values(inloggningsmetodTexter)).toEqual([
      'Mobilt BankID',
      'BankID',
      'Telia',
      'Freja+',
      'Foreign eID',
      'BankID Mock',
    ]);
    expect(sidfotTexter.finansiering).toBe('Finansieras av Europeiska unionen');
    expect(listTexter.antal(1)).toBe('1 fullmakt');
    expect(listTexter.antal(3)).toBe('3 fullmakter');
  });
});

describe('notice texts', () => {
  it("links a request's notice as a request, any other as a power", () => {
    expect(aviseringLankFor('BEGARAN_MOTTAGEN')).toBe('Se förfrågan i tjänsten:');
    expect(aviseringLankFor('FULLMAKT_MOTTAGEN')).toBe('Se fullmakten i tjänsten:');
  });
});

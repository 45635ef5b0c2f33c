/**
 * Swedish texts of the server-rendered pages (e-ID login, BankID Mock, signing service).
 * They are not part of the browser app, so they live with the pages that use them.
 */
export const sidTexter = {
  valjMetod: 'Välj e-legitimation',
  valjMetodHjalp: 'Välj hur du vill legitimera dig.',
  bankidMock: 'BankID Mock',
  bankidMockHjalp:
    'Testlegitimation. Välj en testperson eller skriv ett personnummer, och välj hur legitimeringen ska gå.',
  testperson: 'Testperson',
  ingenTestperson: 'Ingen vald – använd personnumret nedan',
  personnummer: 'Personnummer (ååååmmddnnnn)',
  utfall: 'Utfall',
  utfallLyckad: 'Lyckad legitimering',
  utfallAvbruten: 'Användaren avbryter',
  utfallUtgangen: 'Tiden går ut',
  utfallStartfel: 'BankID kan inte starta',
  legitimera: 'Legitimera',
  avbryt: 'Avbryt',
  ogiltigtPersonnummer: 'Fyll i ett giltigt personnummer eller välj en testperson.',
  loggaUt: 'Logga ut',
  loggaUtFraga: 'Vill du logga ut från Fullmakt?',
  stanna: 'Stanna kvar',
  utloggad: 'Du är utloggad',
  tillStartsidan: 'Till startsidan',
  felRubrik: 'Något gick fel',
  teknisktFel: (kod: string) => `Felkod: ${kod}`,
  underskrift: 'Skriv under fullmakten',
  underskriftHjalp: 'Kontrollera fullmakten och skriv under med BankID Mock.',
  skrivUnder: 'Skriv under',
  underskriftKlar: 'Underskriften är redan hanterad',
  tillResultat: 'Visa resultatet',
  rubrik: 'Fullmakt',
  tredjeman: 'Tredje man',
  fullmaktsgivare: 'Fullmaktsgivare',
  fullmaktshavare: 'Fullmaktshavare',
  giltighet: 'Giltighetstid',
  behorigheter: 'Behörigheter',
  tillsVidare: 'tills vidare',
  undertecknare: 'Du skriver under som',
  hittadesInte: 'Underskriften finns inte',
  annanWebblasare: 'Underskriften kan inte öppnas här',
  annanWebblasareText:
    'Underskriften startades i en annan webbläsare. Öppna den där du startade den, eller börja om i Fullmakt.',
  eidasTest: 'Foreign eID – testidentiteter',
  eidasTestHjalp:
    'Testlegitimation för utländsk e-legitimation (eIDAS). Identiteterna finns bara i testmiljön och är inga riktiga personer.',
  eidasIdentitet: 'Testidentitet',
  eidasMedPersonnummer: (namn: string, land: string, personnummer: string) =>
    `TEST: ${namn}, ${land}, med svenskt personnummer ${personnummer}`,
  eidasUtanPersonnummer: (namn: string, land: string) =>
    `TEST: ${namn}, ${land}, utan svenskt personnummer`,
} as const;

// The other messages of SPEC §8, as named texts. Quoted strings are verbatim.
import { texter } from '../i18n/texter';

export const allmannaTexter = texter('messages.allmanna', {
  problem: 'Något gick fel. Försök igen senare.',
  hamtningsfel: 'Uppgifterna kunde inte hämtas. Försök igen senare.',
  hittadesInte: 'Det du letar efter finns inte.',
  fel: 'Ett fel har inträffat.',
  http404: 'Sidan kunde inte hittas. Kontakta supporten om felet kvarstår.',
  http500: 'Ett tekniskt fel har inträffat. Kontakta supporten om felet kvarstår.',
  ogiltigIdentitet: 'Ogiltig identitet',
});

export const fullmaktTexter = texter('messages.fullmakt', {
  redanAterkalladEllerAterlamnad:
    'Du kan inte återkalla/återlämna fullmakten eftersom någon redan har återkallat eller återlämnat den.',
  utkastRedanBorttaget: 'Utkastet är redan borttaget.',
  ombudInteLangreBehorigt: 'Ombudet har inte längre rätt att vara ombud för fullmaktsgivaren.',
  aviseringMisslyckades:
    'Vi kunde inte meddela fullmaktshavaren. Kom ihåg att själv berätta för personen om fullmakten.',
  /** SPEC §8 for a co-signer: the one who sent the power for signature should tell them. */
  signatarerEjAviserade:
    'Vi kunde inte meddela alla som ska skriva under. Kom ihåg att själv berätta för dem att fullmakten väntar på deras underskrift.',
  /** SPEC §8 for the holder of a revoked power. */
  aterkalladEjAviserad:
    'Vi kunde inte meddela fullmaktshavaren att fullmakten är återkallad. Kom ihåg att själv berätta det för personen.',
  utgangen: (namn: string) =>
    `Fullmakten gäller inte längre. Kontakta ${namn} om du behöver en ny fullmakt.`,
  sparaUtkastMisslyckades: 'Misslyckades med att spara utkastet',
  aterkallade: (antalVidaredelade: number) =>
    antalVidaredelade === 0
      ? 'Fullmakten är återkallad.'
      : `Fullmakten är återkallad. ${antalVidaredelade} ${antalVidaredelade === 1 ? 'fullmakt' : 'fullmakter'} som delats vidare har också återkallats.`,
  /** Said after `aterkallade` when onward shares were started but never signed (issue 36). */
  avbrutnaDelningar: (antal: number) =>
    antal === 1
      ? 'En delning som fullmaktshavaren hade påbörjat men inte skrivit under har avbrutits och kan inte längre skrivas under.'
      : `${antal} delningar som fullmaktshavaren hade påbörjat men inte skrivit under har avbrutits och kan inte längre skrivas under.`,
  aterlamnad: 'Fullmakten är återlämnad.',
  utkastBorttaget: 'Utkastet är borttaget.',
  kanInteDelasForeStart: 'Fullmakten kan inte delas vidare innan den har börjat gälla.',
  utkastTasBort: (dagar: number) =>
    `Ett utkast som inte skickas in tas bort ${dagar} dagar efter den senaste underskriften.`,
  /** Deleting an organisation's draft (issue 38): its creator, or one who may sign alone. */
  utkastKanInteTasBort:
    'Du kan inte ta bort utkastet. Det kan bara den som skapade det eller den som får teckna organisationen ensam.',
  /** A chosen co-signatory the registry no longer counts among the organisation's signatories. */
  interLangreSignatar:
    'Du kan inte skriva under för organisationen. Enligt registret har du inte längre rätt att teckna den på det sätt som valdes.',
});

export const foretagTexter = texter('messages.foretag', {
  allmant: 'Uppgifterna om dina företag kunde inte hämtas. Försök igen senare.',
  enskildFirmaGrans: 'Du har fler enskilda firmor än tjänsten kan hantera.',
  forMangaForetag:
    'Du är registrerad i fler företag än tjänsten kan hantera. Därför kan du inte hantera fullmakter för företag här.',
  ofullstandigt:
    'Vi kunde inte hämta alla uppgifter om dina företag. Listan kan vara ofullständig.',
  interFirmatecknare:
    'Du är inte firmatecknare för den valda organisationen och kan inte skapa fullmakter för den.',
});

export const inloggningTexter = texter('messages.inloggning', {
  under18: 'Du måste ha fyllt 18 år för att använda tjänsten.',
  ingetSvensktPersonnummer:
    'Du kan bara logga in med ett svenskt personnummer. Samordningsnummer kan inte användas.',
  annanStatus: 'Inloggningen kunde inte slutföras. Försök igen.',
  allmant: 'Inloggningen misslyckades. Försök igen senare.',
  eidasKanInteSignera: 'Du kan inte skriva under med en utländsk e-legitimation (Foreign eID).',
  inloggningAvstangd: 'Inloggningen är tillfälligt avstängd.',
  metodSaknas: (namn: string) => `${namn} finns inte i den här miljön. Välj BankID Mock.`,
  metodSaknasOkand: 'Den valda e-legitimationen finns inte i den här miljön. Välj BankID Mock.',
  avbruten: 'Inloggningen avbröts.',
  utgangen: 'Tiden för inloggningen gick ut. Försök igen.',
  startfel: 'BankID kunde inte starta. Försök igen senare.',
  inteTillganglig: 'Inloggningen är inte tillgänglig just nu. Försök igen om en stund.',
  sessionSlut:
    'Du har loggats ut eftersom inloggningen gick ut. Logga in igen för att fortsätta där du var.',
  /** Said on the page the browser lands on after the user signed out (SPEC has no text). */
  utloggad:
    'Du är nu utloggad. Stäng webbläsaren om du använder en dator som andra också använder.',
});

export const underskriftTexter = texter('messages.underskrift', {
  allmant: 'Underskriften kunde inte genomföras. Försök igen senare.',
  /** Verbatim. */
  problem: 'Problem vid underskrift',
  avbruten: 'Du avbröt underskriften. Fullmakten är inte underskriven.',
  hittadesInte: 'Vi hittade ingen påbörjad underskrift.',
});

/** OAuth errors, verbatim (they are technical and also logged). */
export const oauthTexter = texter('messages.oauth', {
  codeSaknas: 'code parameter missing',
  stateSaknas: 'state parameter missing',
  stateMismatch: 'state mismatch',
  authenticationError: 'Authentication error',
  idTokenSubjectMismatch: 'id token subject mismatch',
  userinfoSubjectMismatch: 'userinfo subject mismatch',
});

/** Refusals of a write sent again with its Idempotency-Key. */
export const idempotensTexter = texter('messages.idempotens', {
  annanBegaran:
    'Samma åtgärd har redan skickats med andra uppgifter. Ladda om sidan och försök igen.',
  pagar: 'Åtgärden behandlas redan. Vänta en stund och försök igen.',
  ogiltigNyckel: 'Huvudet Idempotency-Key är ogiltigt.',
});

/** While the service cannot reach its database (SPEC §8: try again later), shown in place. */
export const tillganglighetTexter = texter('messages.tillganglighet', {
  databasenNasInte:
    'Tjänsten kan inte hämta eller spara uppgifter just nu. Försök igen om en stund.',
});

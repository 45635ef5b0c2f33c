// The third browser entry `@fullmakt/shared/flode`, shared as its own singleton: the one
// create flow of SPEC §2 that mfe-privat, mfe-organisation and mfe-ombud run with their
// own Flode (ARCHITECTURE.md "One flow, three remotes"): the steps, draft saving, the
// holder lookup, the lists and the views of a power and a draft. It uses react-query, so
// it is an entry apart from the root, which a public page loads alone.
// The stored wizard is read, checked, when the flow loads (store/aterstall-guide.ts).
import '../store/aterstall-guide';
export * from './flode';
export * from './flode-context';
export * from './omdirigering';
export * from './steg-vagar';
export * from './valj-givare';
export * from './WizardSteg';
export * from './StegKnappar';
export * from './SparaUtkastFel';
export * from './giltighet-regler';
export * from './havare-uppslag';
export * from './HavareFalt';
export * from './spara-utkast';
export * from './ateruppta';
export * from './fornya';
export * from './fran-begaran';
export * from './sparat-signeringsval';
export * from './skicka-till-underskrift';
export * from './avsluta-skickad';
export * from './skapa-routes';
export * from './steg/TredjemanSteg';
export * from './steg/MallSteg';
export * from './steg/GiltighetSteg';
export * from './steg/BehorighetSteg';
export * from './steg/SigneringSteg';
export * from './steg/UnderskriftSteg';
export * from './vy/FullmaktDetaljer';
export * from './vy/FullmaktVy';
export * from './vy/UtkastVy';
export * from './vy/FornyaVy';
export * from './vy/BegaranVy';
export * from './vy/AterkallaHandling';
export * from './lista/FullmaktLista';
export * from './lista/FullmaktTabell';
export * from './lista/TidFilterVal';
export * from './lista/UtkastLista';
export * from './lista/GivarOversikt';
export * from './lista/BegaranLista';
export * from './SidMeddelande';
export * from './organisation-mal';
// The design system's form, list and flow components (src/ui/skjema.ts).
export * from '../ui/skjema';

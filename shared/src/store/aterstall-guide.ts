// Side effect, on purpose (package.json `sideEffects`): the page's wizard store reads its
// stored wizard, checked, as soon as the wizard's code is loaded. The entries that carry it
// (the root, `/api` and `/flode`) import this file; the first view does not, so it loads
// no classic zod. One module in the shell's share scope: it runs once per page.
import { fullmaktStore, kontrolleraLagradGuide } from './fullmakt-store';
import { lagradGuide } from './lagrad-guide';

kontrolleraLagradGuide(fullmaktStore, lagradGuide);

// The design system's styles that pages use by class name (button, alert, tag, field,
// choice, step indicator, spinner, page text), loaded once with the shared package's root
// entry. The shell provides that entry, so these land in the shell's build and every
// remote's page gets them without a copy. The dialog and the table import theirs as well.
import './tokens.css';
import './stil/sida.css';
import './stil/knapp.css';
import './stil/notis.css';
import './stil/tagg.css';
import './stil/falt.css';
import './stil/val.css';
import './stil/steg.css';
import './stil/spinner.css';
import './stil/tabell.css';
import './stil/dialog.css';
import './stil/utskrift.css';

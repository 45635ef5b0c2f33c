// The design system's styles that pages use by class name (button, alert, tag, field,
// choice, step indicator, spinner, page text), loaded once with the shared package's root
// entry. The shell provides that entry, so these land in the shell's build and every
// remote's page gets them without a copy. This file is the only place that imports them:
// when components imported their own sheets too, the build met them in different orders and
// could not keep one order for the site's style sheet (rspack's "Conflicting order").
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

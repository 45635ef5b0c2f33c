// Which language a text is read in right now. One answer per page in the browser (a switch
// reloads the page, SPEC), one per request on the server, which sets its own source here.
import { standardSprak, type Sprak } from './sprak';

let kalla: () => Sprak = () => standardSprak;

export function aktivtSprak(): Sprak {
  return kalla();
}

/**
 * Where the language comes from from now on: the browser's start reads the page's
 * language once; the server answers from the request being served.
 */
export function lasSprakFran(nyKalla: () => Sprak): void {
  kalla = nyKalla;
}

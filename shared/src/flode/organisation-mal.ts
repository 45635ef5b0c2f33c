// Where an organisation page the user asked for (a notice's link to a power, say) waits
// while the organisation is chosen: the guards send the user on with the page as `mal` in
// the navigation state, and choosing the organisation continues there instead of the
// overview (issue 36, items 10 and 15). The state lives in the history entry, so a reload
// of the chooser keeps it too.

/** The organisation's pages a target may be; the chooser itself never is one. */
const ORGANISATION = '/organisation/';
const VALJARE = ['/organisation/engagemang'];

/** The page to continue to after choosing, when the state holds a valid one. */
export function organisationMal(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('mal' in state)) {
    return undefined;
  }
  const { mal } = state;
  if (typeof mal !== 'string' || !mal.startsWith(ORGANISATION) || /[\\\s]/.test(mal)) {
    return undefined;
  }
  const vag = mal.split(/[?#]/)[0] ?? '';
  return VALJARE.some((v) => vag === v || vag === `${v}/`) ? undefined : mal;
}

/** The state that carries the current page on as the target. */
export function medOrganisationMal(
  plats: { pathname: string; search: string },
  ovrigt: Record<string, unknown> = {},
): Record<string, unknown> {
  return { ...ovrigt, mal: `${plats.pathname}${plats.search}` };
}

/** The signed-in person's own sessions (issue 38): seen and ended from the account page. */
export const sessionTexter = {
  saknas: 'Sessionen finns inte eller har redan avslutats.',
} as const;

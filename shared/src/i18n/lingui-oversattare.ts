// A translation from a catalog of ICU messages, formatted by Lingui. Imported only where a
// translation is loaded (an English page, the server): a Swedish page ships none of it.
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { z } from 'zod/mini';
import type { Oversattare, TextArgument } from './oversattningar';
import type { Oversatt } from './sprak';

/** A catalog as a translator writes it: message id → ICU message. */
export const katalogSchema = z.record(
  z.string().check(z.regex(/^[\w.]+$/)),
  z.string().check(z.minLength(1)),
);

/** ICU names arguments; a text's are its parameters by position, booleans as words. */
function somVarden(argument: readonly TextArgument[]): Record<string, string | number | Date> {
  return Object.fromEntries(
    argument.map((a, i) => [String(i), typeof a === 'boolean' ? String(a) : a]),
  );
}

/**
 * The catalogs are compiled when loaded rather than when built: one compiler, in the
 * translation's own chunk, for the browser, the server and the tests alike (Lingui
 * compiles at build time through a bundler plugin per tool otherwise).
 */
export function linguiOversattare(sprak: Oversatt, ...kataloger: readonly unknown[]): Oversattare {
  const meddelanden: Messages = Object.assign(
    {},
    ...kataloger.map((k) => katalogSchema.parse(k)),
  ) as Messages;
  const i18n = setupI18n({ locale: sprak, messages: { [sprak]: meddelanden } });
  i18n.setMessagesCompiler(compileMessage);
  return (id, argument) =>
    Object.hasOwn(meddelanden, id) ? i18n._(id, somVarden(argument)) : undefined;
}

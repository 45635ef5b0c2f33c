// Texts that follow the reader's language. The Swedish is written here in the code, as
// SPEC words it (the text tests hold it verbatim); the translations are catalogs of ICU
// messages, one per language and text module, loaded only by pages in that language.
import { aktivtSprak } from './aktivt-sprak';
import { oversatt, type TextArgument } from './oversattningar';

/** A text with parameters: a translation names them by position, `{0}`, `{1}`. */
type TextFunktion = (...argument: never) => string;
type Textvarde = string | TextFunktion;

/** Only values an ICU message can take: a text of an object could not be translated. */
type Kontrollerad<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? T[K]
    : T[K] extends (...argument: infer A) => string
      ? A extends readonly TextArgument[]
        ? T[K]
        : never
      : never;
};

/** What a reader gets: any string, as a translation is not the Swedish literal. */
export type Texter<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K];
};

const kallor = new Map<string, Textvarde>();

/** Every text's Swedish by its id (`namespace.key`): the completeness check reads it. */
export function allaSvenskaTexter(): ReadonlyMap<string, Textvarde> {
  return kallor;
}

function registrera(id: string, sv: Textvarde): void {
  if (kallor.has(id)) {
    throw new Error(`Texten ${id} finns redan`);
  }
  kallor.set(id, sv);
}

function lasPaAktivtSprak<A extends readonly TextArgument[]>(
  id: string,
  argument: A,
  svenska: () => string,
): string {
  const sprak = aktivtSprak();
  return sprak === 'sv' ? svenska() : (oversatt(sprak, id, argument) ?? svenska());
}

function foljerSpraket(id: string, sv: Textvarde): Textvarde {
  if (typeof sv === 'string') {
    return sv;
  }
  const funktion = sv as (...argument: TextArgument[]) => string;
  return (...argument: TextArgument[]) =>
    lasPaAktivtSprak(id, argument, () => funktion(...argument));
}

/**
 * A module's texts under a namespace: the same object to read (`texter.rubrik`,
 * `texter.antal(3)`), each value in the reader's language, Swedish where a translation
 * lacks it. A message's id in a catalog is `namespace.key`.
 */
export function texter<const T extends Readonly<Record<string, Textvarde>>>(
  namnrymd: string,
  svenska: T & Kontrollerad<T>,
): Texter<T> {
  const ut = {};
  for (const [nyckel, sv] of Object.entries(svenska)) {
    const id = `${namnrymd}.${nyckel}`;
    registrera(id, sv);
    const varde = foljerSpraket(id, sv);
    Object.defineProperty(
      ut,
      nyckel,
      typeof varde === 'string'
        ? {
            enumerable: true,
            get: () => lasPaAktivtSprak(id, [], () => varde),
          }
        : { enumerable: true, value: varde },
    );
  }
  return Object.freeze(ut) as Texter<T>;
}

/** One text with parameters on its own (`stegAv(2, 5)`), under its own id. */
export function text<A extends TextArgument[]>(
  id: string,
  svenska: (...argument: A) => string,
): (...argument: A) => string {
  registrera(id, svenska);
  return (...argument: A) => lasPaAktivtSprak(id, argument, () => svenska(...argument));
}

/**
 * Texts with more beside them (other texts, plain functions that hand the texts their
 * strings and numbers, data) in one frozen object, for consumers that read them as one.
 * Getters are copied as getters, so every read still follows the reader's language; on a
 * key both have, the second wins.
 */
export function medTexter<A extends object, B extends object>(
  texterna: A,
  mer: B,
): Readonly<Omit<A, keyof B> & B> {
  return Object.freeze(
    Object.defineProperties(
      {},
      { ...Object.getOwnPropertyDescriptors(texterna), ...Object.getOwnPropertyDescriptors(mer) },
    ),
  ) as Omit<A, keyof B> & B;
}

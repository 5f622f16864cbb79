/** A French (or any other) part typed by its English part: a missing key fails the type check. */
export type DictionaryPart<English> = { readonly [K in keyof English]: string };

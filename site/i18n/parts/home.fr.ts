// French texts of the home area, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enHome } from './home.en.ts';

export const frHome: DictionaryPart<typeof enHome> = {};

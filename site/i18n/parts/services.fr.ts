// French texts of the services area, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enServices } from './services.en.ts';

export const frServices: DictionaryPart<typeof enServices> = {};

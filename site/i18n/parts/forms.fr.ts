// French texts of the forms area, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enForms } from './forms.en.ts';

export const frForms: DictionaryPart<typeof enForms> = {};

// French texts of the policies area, typed by the English part.
import type { DictionaryPart } from './types.ts';
import type { enPolicies } from './policies.en.ts';

export const frPolicies: DictionaryPart<typeof enPolicies> = {};

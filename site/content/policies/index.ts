// The legal documents by language and id.
import type { Lang } from '../../i18n/index.ts';
import { enPolicyDocuments } from './en.ts';
import { frPolicyDocuments } from './fr.ts';
import type { PolicyDocument, PolicyDocuments, PolicyId } from './types.ts';

export type { PolicyDocument, PolicyId, PolicySection } from './types.ts';
export { POLICY_IDS } from './types.ts';

const documents: Record<Lang, PolicyDocuments> = { en: enPolicyDocuments, fr: frPolicyDocuments };

/** The document `id` in `lang`. */
export function policyDocument(lang: Lang, id: PolicyId): PolicyDocument {
  return documents[lang][id];
}

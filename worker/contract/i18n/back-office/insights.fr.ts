// French words of the back office's Insights that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminInsights } from './insights.en.ts';

export const frAdminInsights: DictionaryPart<typeof enAdminInsights> = {
  'adminInsights.field.month.invalid': 'Saisissez un mois au format AAAA-MM.',
  'adminInsights.field.range.invalid': 'Le dernier mois doit être égal ou postérieur au premier, 24 mois au plus.',
};

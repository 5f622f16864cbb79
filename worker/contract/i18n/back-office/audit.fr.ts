// French words of the back office's audit trail that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminAudit } from './audit.en.ts';

export const frAdminAudit: DictionaryPart<typeof enAdminAudit> = {
  'adminAudit.field.actionFilter.invalid': 'Choisissez une action dans la liste.',
  'adminAudit.field.entityFilter.invalid': 'Choisissez un type d’élément dans la liste.',
  'adminAudit.field.date.invalid': 'Saisissez une date au format AAAA-MM-JJ.',
  'adminAudit.field.dateRange.invalid': 'La date de fin doit être égale ou postérieure à la date de début.',
};

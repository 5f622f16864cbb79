// French words of the back office's quote queues that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminQuotes } from './quotes.en.ts';

export const frAdminQuotes: DictionaryPart<typeof enAdminQuotes> = {
  'admin.field.statusFilter.invalid': 'Choisissez un statut\u00a0: all, pending, confirmed, completed, cancelled ou replied.',
  'admin.field.priorityFilter.invalid': 'Choisissez une priorité\u00a0: all, important ou normal.',
  'admin.field.status.invalid': 'Choisissez un statut\u00a0: pending, confirmed, completed, cancelled ou replied.',
  'admin.field.important.invalid': 'Important vaut true ou false.',
  'admin.error.nothingToChange': 'Envoyez un statut, l’indicateur important, ou les deux.',
  'admin.error.quoteNotFound': 'Ce devis n’existe pas\u00a0: il a peut-être été supprimé.',
  'admin.error.exQuoteNotFound': 'Ce devis d’excursion n’existe pas\u00a0: il a peut-être été supprimé.',
};

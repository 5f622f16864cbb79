// French words of the back office's Outbox that the API speaks, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enAdminOutbox } from './outbox.en.ts';

export const frAdminOutbox: DictionaryPart<typeof enAdminOutbox> = {
  'adminOutbox.field.statusFilter.invalid': 'Choisissez un statut\u00a0: all, queued, sending, sent ou failed.',
  'adminOutbox.error.notFound': 'Cet e-mail n’existe pas.',
  'adminOutbox.error.alreadySent': 'Cet e-mail a déjà été envoyé\u00a0: il n’y a rien à renvoyer.',
  'adminOutbox.error.notFailed': 'Cet e-mail est en attente ou en cours d’envoi\u00a0: seul un e-mail en échec peut être renvoyé.',
};

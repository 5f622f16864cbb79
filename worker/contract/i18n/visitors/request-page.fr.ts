// French words the server writes for the customer's request page and its payments, typed by the English part.
import type { DictionaryPart } from '../types.ts';
import type { enRequestPayments } from './request-page.en.ts';

export const frRequestPayments: DictionaryPart<typeof enRequestPayments> = {
  'requestPayment.product.deposit': 'Acompte pour {number}',
  'requestPayment.product.balance': 'Solde pour {number}',
  'requestPayment.product.full': 'Paiement pour {number}',
  'requestPayment.error.signature': 'La signature Stripe manque, est fausse ou trop ancienne.',
  'requestPayment.error.notConfigured': 'Le paiement par carte n’est pas configuré sur ce site.',
  'requestPayment.error.retryLater': 'Cet événement concerne un paiement pas encore enregistré\u00a0: renvoyez-le plus tard.',
};

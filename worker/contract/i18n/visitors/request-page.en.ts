// English words the server writes for the customer's request page and its payments (the page's own
// copy is the site's: site/i18n/visitors/request-page.*.ts).
export const enRequestPayments = {
  'requestPayment.product.deposit': 'Deposit for {number}',
  'requestPayment.product.balance': 'Balance for {number}',
  'requestPayment.product.full': 'Payment for {number}',
  'requestPayment.error.signature': 'The Stripe signature is missing, wrong or too old.',
  'requestPayment.error.notConfigured': 'Card payments are not set up on this site.',
  'requestPayment.error.retryLater': 'This event refers to a payment not recorded yet: deliver it again later.',
} as const;

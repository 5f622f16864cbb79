// English words of the block that leads a customer from any e-mail to their request page (the
// layout's requestPageUrl): the request, its offer, and paying for it online.
export const enRequestPageEmail = {
  'requestPageEmail.heading': 'Your request page',
  'requestPageEmail.intro': 'See your request, its offer and pay securely online.',
  'requestPageEmail.button': 'Open your request page',
} as const;

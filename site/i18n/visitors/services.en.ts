// English texts of the services area; merged into the dictionary by ../en.ts.
// The service pages' long copy lives in site/content/services/; these are their shared labels.
export const enServices = {
  'services.image.taxi.alt': 'A black chauffeur-driven saloon in front of the Arc de Triomphe and the Eiffel Tower at dusk',
  'services.image.airporttransfers.alt': 'A black van and suitcases outside an airport terminal as a plane takes off',
  'services.image.stationtransfers.alt': 'A black saloon waiting in front of a Paris railway station',
  'services.image.hourlychauffeur.alt': 'A uniformed chauffeur standing beside his car on a Paris street at night',
  'services.image.business.alt': 'An executive saloon in front of the Grande Arche and the towers of La Défense',
  'services.image.tailormade.alt': 'A chauffeur-driven car on a winding road through vineyards towards a château, its stops marked on the route',

  'services.glance.heading': 'At a glance',
  'services.whyChoose.eyebrow': 'Why choose us',

  'services.steps.heading': 'How booking works',
  'services.steps.intro': 'A quote request commits you to nothing: you decide once you have our price.',
  'services.steps.request.title': 'Send your request',
  'services.steps.request.text': 'Describe your journey online in four short steps, or call us or message us on WhatsApp.',
  'services.steps.quote.title': 'Receive your fixed price',
  'services.steps.quote.text': 'We reply by e-mail with a personalised quote and a secure payment link.',
  'services.steps.confirm.title': 'Travel with peace of mind',
  'services.steps.confirm.text':
    'Your booking is confirmed once paid, with a reference number, and your chauffeur contacts you {minutes} minutes before pickup.',

  'services.cards.more': 'Discover',
  'services.scrollToTop': 'Back to top',
} as const;
